import { describe, expect, it } from 'vitest';
import { badgeLabel, unreadDescription } from './badge';

describe('badgeLabel', () => {
  it("shows nothing at zero, the count up to 9 and '9+' above 9", () => {
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(-1)).toBe('');
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});

describe('unreadDescription', () => {
  it('reads the exact count, singular or plural', () => {
    expect(unreadDescription(0)).toBe('no unread notifications');
    expect(unreadDescription(1)).toBe('1 unread notification');
    expect(unreadDescription(12)).toBe('12 unread notifications');
  });
});
