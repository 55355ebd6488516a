/** Sound, vibration and speech are off until the player turns them on (R-FEEDBACK-1, R-PIC-12), and the choice is remembered. */
export const SOUND_STORAGE_KEY = 'matchdrop.sound';
export const VIBRATION_STORAGE_KEY = 'matchdrop.vibration';
const SPEECH_STORAGE_KEY = 'matchdrop.speech';

export type FeedbackStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type FeedbackKind = 'sound' | 'vibration' | 'speech';

export interface FeedbackSettings {
  sound: boolean;
  vibration: boolean;
  speech: boolean;
}

const KEYS: Record<FeedbackKind, string> = { sound: SOUND_STORAGE_KEY, vibration: VIBRATION_STORAGE_KEY, speech: SPEECH_STORAGE_KEY };
const keyOf = (kind: FeedbackKind): string => KEYS[kind];

function read(storage: FeedbackStorage | null, kind: FeedbackKind): boolean {
  try {
    return storage?.getItem(keyOf(kind)) === 'on';
  } catch {
    // Storage can throw (privacy modes, disabled cookies): fall back to the default, off.
    return false;
  }
}

export function loadFeedbackSettings(storage: FeedbackStorage | null): FeedbackSettings {
  return { sound: read(storage, 'sound'), vibration: read(storage, 'vibration'), speech: read(storage, 'speech') };
}

export function saveFeedbackSetting(storage: FeedbackStorage | null, kind: FeedbackKind, enabled: boolean): void {
  try {
    storage?.setItem(keyOf(kind), enabled ? 'on' : 'off');
  } catch {
    // Not remembered this time; the setting still applies for this visit.
  }
}
