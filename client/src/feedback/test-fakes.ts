// Fakes for the feedback unit tests (not imported by the app).
import type { FeedbackStorage } from './settings.js';
import type { HowlLike, HowlerLib } from './sound.js';

export function fakeStorage(initial: Record<string, string> = {}): FeedbackStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** A howler stand-in that records what would have been heard. */
export function fakeHowler() {
  const created: string[] = [];
  const played: string[] = [];
  const unloaded: string[] = [];
  const volumes: number[] = [];
  let loads = 0;
  class Howl implements HowlLike {
    constructor(private readonly options: { src: string[] }) {
      created.push(options.src[0] ?? '');
    }
    play() {
      played.push(this.options.src[0] ?? '');
      return played.length;
    }
    unload() {
      unloaded.push(this.options.src[0] ?? '');
    }
  }
  const lib: HowlerLib = { Howl, Howler: { volume: (v: number) => volumes.push(v) } };
  return {
    created,
    played,
    unloaded,
    volumes,
    get loads() {
      return loads;
    },
    load: () => {
      loads += 1;
      return Promise.resolve(lib);
    },
  };
}
