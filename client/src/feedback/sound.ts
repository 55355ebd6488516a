import { MASTER_VOLUME, SOUND_COOLDOWN_MS } from '@matchdrop/shared';
import { createCooldown } from './cooldown.js';
import { toneFor, type SoundName } from './tones.js';
import { toneDataUri, type ToneNote } from './wav.js';

/** The part of howler the player uses (injected, so tests need no audio device). */
export interface HowlLike {
  play(): number;
  unload(): void;
}
export interface HowlerLib {
  Howl: new (options: { src: string[]; format: string[]; preload?: boolean }) => HowlLike;
  Howler: { volume(volume: number): unknown };
}

export interface SoundPlayerDeps {
  loadHowler: () => Promise<HowlerLib>;
  now: () => number;
  /** Turns notes into a playable source; the default synthesizes a WAV data URI. */
  toneSource?: (notes: readonly ToneNote[]) => string;
}

export interface SoundPlayer {
  readonly enabled: boolean;
  /** Turning sound on loads howler (first time only); the promise settles when cues can play. */
  setEnabled(enabled: boolean): Promise<void>;
  /** Plays a cue unless sound is off, not loaded yet, or the same cue played under 100 ms ago. */
  play(name: SoundName, streak?: number): boolean;
  dispose(): void;
}

export function createSoundPlayer(deps: SoundPlayerDeps): SoundPlayer {
  const toneSource = deps.toneSource ?? ((notes) => toneDataUri(notes));
  const allow = createCooldown(SOUND_COOLDOWN_MS, deps.now);
  const howls = new Map<string, HowlLike>();
  let lib: HowlerLib | null = null;
  let loading: Promise<void> | null = null;
  let enabled = false;

  const load = (): Promise<void> => {
    loading ??= deps.loadHowler().then(
      (loaded) => {
        loaded.Howler.volume(MASTER_VOLUME);
        lib = loaded;
      },
      (error: unknown) => {
        loading = null; // a later toggle may retry
        console.warn('Sound could not be loaded', error);
      },
    );
    return loading;
  };

  return {
    get enabled() {
      return enabled;
    },
    async setEnabled(on) {
      enabled = on;
      if (on) await load();
    },
    play(name, streak = 0) {
      if (!enabled || !lib) return false;
      const { key, notes } = toneFor(name, streak);
      // One cooldown per cue (all streak pitches share 'streak').
      if (!allow(name)) return false;
      let howl = howls.get(key);
      if (!howl) {
        howl = new lib.Howl({ src: [toneSource(notes)], format: ['wav'] });
        howls.set(key, howl);
      }
      howl.play();
      return true;
    },
    dispose() {
      for (const howl of howls.values()) howl.unload();
      howls.clear();
    },
  };
}

/** howler is CommonJS: depending on the bundler its exports arrive on the module or on `default`. */
export async function importHowler(): Promise<HowlerLib> {
  const mod = (await import('howler')) as unknown as Partial<HowlerLib> & { default?: HowlerLib };
  if (mod.Howl && mod.Howler) return mod as HowlerLib;
  if (mod.default) return mod.default;
  throw new Error('howler did not load');
}
