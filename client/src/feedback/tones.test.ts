import { TONES_HZ } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { TONE_TABLE, toneFor } from './tones.js';

describe('tone table (R-FEEDBACK-3)', () => {
  it('uses the spec frequencies for every cue', () => {
    const hz = (name: keyof typeof TONE_TABLE) => TONE_TABLE[name].map((n) => n.hz);
    expect(hz('upload')).toEqual([523]);
    expect(hz('match')).toEqual([523, 659, 784]);
    expect(hz('mismatch')).toEqual([349, 262]);
    expect(hz('drag')).toEqual([220]);
    expect(hz('drop')).toEqual([392]);
    expect(hz('levelComplete')).toEqual([523, 659, 784, 1046]);
    expect(hz('hover')).toEqual([880]);
    expect(hz('upload')).toEqual([TONES_HZ.upload]);
  });

  it('plays the match chord tones at 0, 80 and 160 ms', () => {
    expect(TONE_TABLE.match.map((n) => n.offsetMs)).toEqual([0, 80, 160]);
  });

  it('plays the mismatch and level-complete tones one after another', () => {
    const offsets = (name: 'mismatch' | 'levelComplete') => TONE_TABLE[name].map((n) => n.offsetMs);
    expect(offsets('mismatch')[1]).toBeGreaterThan(0);
    const level = offsets('levelComplete');
    expect([...level].sort((a, b) => a - b)).toEqual(level);
    expect(new Set(level).size).toBe(4);
  });

  it('pitches the streak tone at 523 + 50 × streak, capped at 1046 Hz, with one cached sound per pitch', () => {
    expect(toneFor('streak', 1).notes[0]!.hz).toBe(573);
    expect(toneFor('streak', 5).notes[0]!.hz).toBe(773);
    expect(toneFor('streak', 11).notes[0]!.hz).toBe(1046);
    expect(toneFor('streak', 50).notes[0]!.hz).toBe(1046);
    expect(toneFor('streak', 50).key).toBe(toneFor('streak', 11).key);
    expect(toneFor('streak', 2).key).not.toBe(toneFor('streak', 3).key);
  });
});
