import { createFeedback, type Feedback } from './feedback.js';
import { importHowler } from './sound.js';
import { createSpeaker } from './speech.js';

export { type Feedback } from './feedback.js';

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
    speaker: createSpeaker(typeof speechSynthesis === 'undefined' ? null : speechSynthesis, (text, lang) => Object.assign(new SpeechSynthesisUtterance(text), { lang })),
  });
  return instance;
}
