/** A value that arrives with a chunk: loaded once on first demand, and read without waiting once it is there. */
export interface LazyLoad<T> {
  /** The value if it has loaded, else undefined: lets a click that finds it loaded act at once. */
  current(): T | undefined;
  /** Starts loading, or joins the load under way; a failed load is forgotten, so the next call tries again (Retry). */
  load(): Promise<T>;
  /** load() ahead of need; a failure is not reported here: the next load() tries again and reports it. */
  preload(): void;
}

export function lazyLoad<T>(start: () => Promise<T>): LazyLoad<T> {
  let loaded: { value: T } | null = null;
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> =>
    (loading ??= start().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    current: () => loaded?.value,
    load,
    preload: () => void load().catch(() => {}),
  };
}
