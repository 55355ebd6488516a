import { describe, expect, it } from 'vitest';
import { joinStep } from './join-flow';

describe('R-CLASS-1: the class join page', () => {
  it('waits for the session, asks a visitor to log in, joins at once after they did, offers one click otherwise', () => {
    expect(joinStep(false, false, false)).toBe('checking');
    expect(joinStep(true, false, false)).toBe('visitor');
    expect(joinStep(true, true, true)).toBe('auto-join');
    expect(joinStep(true, true, false)).toBe('ready');
  });
});
