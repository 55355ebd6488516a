/** Sound and vibration are off until the player turns them on (R-FEEDBACK-1), and the choice is remembered. */
export const SOUND_STORAGE_KEY = 'matchdrop.sound';
export const VIBRATION_STORAGE_KEY = 'matchdrop.vibration';

export type FeedbackStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type FeedbackKind = 'sound' | 'vibration';

export interface FeedbackSettings {
  sound: boolean;
  vibration: boolean;
}

const keyOf = (kind: FeedbackKind): string => (kind === 'sound' ? SOUND_STORAGE_KEY : VIBRATION_STORAGE_KEY);

function read(storage: FeedbackStorage | null, kind: FeedbackKind): boolean {
  try {
    return storage?.getItem(keyOf(kind)) === 'on';
  } catch {
    // Storage can throw (privacy modes, disabled cookies): fall back to the default, off.
    return false;
  }
}

export function loadFeedbackSettings(storage: FeedbackStorage | null): FeedbackSettings {
  return { sound: read(storage, 'sound'), vibration: read(storage, 'vibration') };
}

export function saveFeedbackSetting(storage: FeedbackStorage | null, kind: FeedbackKind, enabled: boolean): void {
  try {
    storage?.setItem(keyOf(kind), enabled ? 'on' : 'off');
  } catch {
    // Not remembered this time; the setting still applies for this visit.
  }
}
