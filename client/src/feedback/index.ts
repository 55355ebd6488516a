import { createFeedback, type Feedback } from './feedback.js';
import { importHowler } from './sound.js';

export { createFeedback, type Feedback, type FeedbackDeps, type FeedbackState } from './feedback.js';
export type { GameCue } from './cues.js';
export type { SoundName } from './tones.js';
export type { VibrationKind } from './vibration.js';
export { SOUND_STORAGE_KEY, VIBRATION_STORAGE_KEY } from './settings.js';

let instance: Feedback | null = null;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's one feedback instance, on the browser's storage, clock and vibration motor. */
export function getFeedback(): Feedback {
  instance ??= createFeedback({
    storage: browserStorage(),
    now: () => performance.now(),
    vibrate: typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function' ? (pattern) => navigator.vibrate(pattern) : null,
    loadHowler: importHowler,
  });
  return instance;
}
