import { TONES_HZ, streakToneHz } from '@matchdrop/shared';
import type { ToneNote } from './wav.js';

/** The sound cues of R-FEEDBACK-3. 'streak' is pitched by the current streak. */
export type SoundName = 'upload' | 'match' | 'mismatch' | 'drag' | 'drop' | 'levelComplete' | 'hover' | 'streak';

const BLIP_MS = 70;
const NOTE_MS = 160;
const CHORD_NOTE_MS = 260;
/** The two mismatch notes fall one after the other, a "wrong" downward step. */
const MISMATCH_STEP_MS = 140;
const LEVEL_STEP_MS = 130;
/** The streak tone follows the match chord rather than clashing with it. */
const STREAK_DELAY_MS = 240;

const single = (hz: number, durationMs = NOTE_MS): ToneNote[] => [{ hz, offsetMs: 0, durationMs }];

export const TONE_TABLE: Readonly<Record<Exclude<SoundName, 'streak'>, readonly ToneNote[]>> = {
  upload: single(TONES_HZ.upload),
  match: TONES_HZ.matchChord.map((hz, i) => ({ hz, offsetMs: TONES_HZ.matchChordOffsetsMs[i] ?? 0, durationMs: CHORD_NOTE_MS })),
  mismatch: TONES_HZ.mismatch.map((hz, i) => ({ hz, offsetMs: i * MISMATCH_STEP_MS, durationMs: i === 0 ? MISMATCH_STEP_MS + 40 : 240 })),
  drag: single(TONES_HZ.drag, BLIP_MS),
  drop: single(TONES_HZ.drop, 110),
  levelComplete: TONES_HZ.levelComplete.map((hz, i, all) => ({
    hz,
    offsetMs: i * LEVEL_STEP_MS,
    durationMs: i === all.length - 1 ? 450 : LEVEL_STEP_MS + 60,
  })),
  hover: single(TONES_HZ.hover, 50),
};

function streakNotes(streak: number): ToneNote[] {
  return [{ hz: streakToneHz(streak), offsetMs: STREAK_DELAY_MS, durationMs: NOTE_MS }];
}

/** Notes of a cue, and a cache key that tells its variants apart (one per streak pitch). */
export function toneFor(name: SoundName, streak = 0): { key: string; notes: readonly ToneNote[] } {
  if (name === 'streak') {
    const hz = streakToneHz(streak);
    return { key: `streak-${hz}`, notes: streakNotes(streak) };
  }
  return { key: name, notes: TONE_TABLE[name] };
}
