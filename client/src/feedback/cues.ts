import type { SoundName } from './tones.js';
import type { VibrationKind } from './vibration.js';

/** Moments of play that get feedback. */
export type GameCue =
  { kind: 'picked' } | { kind: 'hover' } | { kind: 'dropped' } | { kind: 'matched'; streak: number } | { kind: 'mismatched' } | { kind: 'finished' } | { kind: 'upload' };

export interface CuePlan {
  sounds: { name: SoundName; streak?: number }[];
  vibration: VibrationKind | null;
}

/** Which tones and which vibration a moment gets: light touches for handling, stronger for verdicts. */
export function planCue(cue: GameCue): CuePlan {
  switch (cue.kind) {
    case 'picked':
      return { sounds: [{ name: 'drag' }], vibration: 'light' };
    case 'hover':
      return { sounds: [{ name: 'hover' }], vibration: null };
    case 'dropped':
      return { sounds: [{ name: 'drop' }], vibration: 'light' };
    case 'matched':
      // From the second match in a row, a rising streak tone follows the chord.
      return { sounds: cue.streak >= 2 ? [{ name: 'match' }, { name: 'streak', streak: cue.streak }] : [{ name: 'match' }], vibration: 'medium' };
    case 'mismatched':
      return { sounds: [{ name: 'mismatch' }], vibration: 'heavy' };
    case 'finished':
      return { sounds: [{ name: 'levelComplete' }], vibration: 'levelComplete' };
    case 'upload':
      return { sounds: [{ name: 'upload' }], vibration: null };
  }
}
