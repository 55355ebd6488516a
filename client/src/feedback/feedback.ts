import { planCue, type GameCue } from './cues.js';
import { loadFeedbackSettings, saveFeedbackSetting, type FeedbackStorage } from './settings.js';
import { createSoundPlayer, type HowlerLib } from './sound.js';
import type { Speaker } from './speech.js';
import type { SoundName } from './tones.js';
import { createVibrator, type VibrationKind } from './vibration.js';

interface FeedbackState {
  sound: boolean;
  vibration: boolean;
  /** False where navigator.vibrate does not exist (iOS Safari, most desktops): hide the toggle there. */
  vibrationSupported: boolean;
  /** Items are read aloud when picked up or focused (R-PIC-12). */
  speech: boolean;
  /** Speech is on but the browser had no voice for an item's language: said once, beside the toggle. */
  speechSilent: boolean;
}

/** Sound and vibration for the whole app. Subscribe/getState fit React's useSyncExternalStore. */
export interface Feedback {
  getState(): FeedbackState;
  subscribe(listener: () => void): () => void;
  setSoundEnabled(enabled: boolean): Promise<void>;
  setVibrationEnabled(enabled: boolean): void;
  setSpeechEnabled(enabled: boolean): void;
  /** Reads an item aloud in `lang` when speech is on; the game goes on silently without a voice. */
  speak(text: string, lang: string): void;
  /**
   * A speaker button (R-PIC-19): reads the parts one after the other (a pair's left item, then its right), whether
   * "Speak items" is on or not, since the player asked for exactly this; without a voice it says so like speak.
   */
  readAloud(parts: ReadonlyArray<{ text: string; lang: string }>): void;
  /** Where speaker buttons are shown: the browser's voices are asked for before the first click (speech.ts warmUp). */
  warmUpSpeech(): void;
  cue(cue: GameCue): void;
  play(name: SoundName, streak?: number): void;
  vibrate(kind: VibrationKind): void;
}

export interface FeedbackDeps {
  storage: FeedbackStorage | null;
  now: () => number;
  vibrate: ((pattern: number) => boolean) | null;
  loadHowler: () => Promise<HowlerLib>;
  speaker: Speaker;
}

export function createFeedback(deps: FeedbackDeps): Feedback {
  const sound = createSoundPlayer({ loadHowler: deps.loadHowler, now: deps.now });
  const vibrator = createVibrator({ vibrate: deps.vibrate, now: deps.now });
  const listeners = new Set<() => void>();
  let state: FeedbackState = { sound: false, vibration: false, vibrationSupported: vibrator.supported, speech: false, speechSilent: false };
  const update = (patch: Partial<FeedbackState>) => {
    state = { ...state, ...patch }; // a new object per change, as useSyncExternalStore expects
    for (const listener of [...listeners]) listener();
  };

  const saved = loadFeedbackSettings(deps.storage);
  if (saved.sound) {
    update({ sound: true });
    void sound.setEnabled(true);
  }
  if (saved.vibration) {
    vibrator.setEnabled(true);
    update({ vibration: true });
  }
  if (saved.speech) {
    deps.speaker.warmUp();
    update({ speech: true });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async setSoundEnabled(enabled) {
      saveFeedbackSetting(deps.storage, 'sound', enabled);
      update({ sound: enabled });
      await sound.setEnabled(enabled);
    },
    setVibrationEnabled(enabled) {
      saveFeedbackSetting(deps.storage, 'vibration', enabled);
      vibrator.setEnabled(enabled);
      update({ vibration: enabled });
    },
    setSpeechEnabled(enabled) {
      if (enabled) deps.speaker.warmUp();
      saveFeedbackSetting(deps.storage, 'speech', enabled);
      update({ speech: enabled, speechSilent: false });
    },
    speak(text, lang) {
      if (!state.speech) return;
      if (!deps.speaker.say(text, lang) && !state.speechSilent) update({ speechSilent: true });
    },
    warmUpSpeech: () => deps.speaker.warmUp(),
    readAloud(parts) {
      let silent = false;
      parts.forEach(({ text, lang }, index) => {
        if (!deps.speaker.say(text, lang, index > 0)) silent = true;
      });
      if (silent && !state.speechSilent) update({ speechSilent: true });
    },
    cue(cue) {
      const plan = planCue(cue);
      for (const s of plan.sounds) sound.play(s.name, s.streak);
      if (plan.vibration) vibrator.vibrate(plan.vibration);
    },
    play: (name, streak) => void sound.play(name, streak),
    vibrate: (kind) => void vibrator.vibrate(kind),
  };
}
