import { describe, expect, it } from 'vitest';
import { isRemovableParticipant } from './room-rules.js';

describe('who the host may remove', () => {
  it('only a player shown disconnected who is not ready', () => {
    expect(isRemovableParticipant({ disconnected: true, ready: false })).toBe(true);
    expect(isRemovableParticipant({ disconnected: true, ready: true })).toBe(false);
    expect(isRemovableParticipant({ disconnected: false, ready: false })).toBe(false);
  });
});
