import { describe, expect, it } from 'vitest';
import { exitMessage } from './exit-message';

describe('exitMessage', () => {
  it('says nothing when the player chose to leave or quit, and why otherwise', () => {
    expect(exitMessage('left')).toBeNull();
    expect(exitMessage('quit')).toBeNull();
    expect(exitMessage('removed')).toBe('The host removed you from the room');
    expect(exitMessage('lost')).toBe('Connection to the room was lost');
  });
});
