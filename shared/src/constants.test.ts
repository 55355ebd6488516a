import { describe, it, expect } from 'vitest';
import {
  CODE_TTL_MS,
  DEFAULT_MAX_PLAYERS,
  DEFAULT_ROOM_PAIR_COUNT,
  GAME_SPEED_DEFAULT,
  GAME_SPEED_MAX,
  GAME_SPEED_MIN,
  MAX_PLAYERS_OPTIONS,
  POINTS_CORRECT,
  POINTS_WRONG,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_PAIRS_MAX,
  TONES_HZ,
  VIBRATION_MS,
  streakToneHz,
} from './constants.js';

describe('constants', () => {
  it('the room code alphabet has uppercase letters and digits but none of the look-alikes 0, O, 1, I, L', () => {
    expect(ROOM_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(ROOM_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
    expect(ROOM_CODE_ALPHABET.length).toBe(31);
    expect(ROOM_CODE_LENGTH).toBe(6);
  });

  it('the spec values of points, rooms, speed and code expiry are exact', () => {
    expect([POINTS_CORRECT, POINTS_WRONG]).toEqual([2, 1]);
    expect(MAX_PLAYERS_OPTIONS).toEqual([2, 3, 4]);
    expect(DEFAULT_MAX_PLAYERS).toBe(4);
    expect(ROOM_PAIRS_MAX).toBe(20);
    expect(DEFAULT_ROOM_PAIR_COUNT).toBe(6);
    expect([GAME_SPEED_MIN, GAME_SPEED_DEFAULT, GAME_SPEED_MAX]).toEqual([1, 5, 10]);
    expect(CODE_TTL_MS).toBe(600_000);
  });

  it('the feedback tones and vibrations are the spec values', () => {
    expect(TONES_HZ.matchChord).toEqual([523, 659, 784]);
    expect(TONES_HZ.matchChordOffsetsMs).toEqual([0, 80, 160]);
    expect(TONES_HZ.levelComplete).toEqual([523, 659, 784, 1046]);
    expect(VIBRATION_MS).toEqual({ light: 20, medium: 50, heavy: 100, levelComplete: 200 });
  });

  it('the streak tone rises 50 Hz per streak step from 523 Hz and is capped at 1046 Hz', () => {
    expect(streakToneHz(0)).toBe(523);
    expect(streakToneHz(1)).toBe(573);
    expect(streakToneHz(10)).toBe(1023);
    expect(streakToneHz(11)).toBe(1046);
    expect(streakToneHz(50)).toBe(1046);
  });
});
