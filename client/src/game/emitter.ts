/**
 * A minimal typed event emitter: the engine's events and the React ↔ Phaser bus both use it.
 * `Events` maps each event name to its payload type.
 */
export type Listener<T> = (payload: T) => void;

export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes; the returned function unsubscribes (so callers can never leak a listener by identity). */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    const set = this.listeners.get(name);
    if (!set) return;
    // A copy: a listener may unsubscribe (or subscribe) while we iterate.
    for (const listener of [...set]) (listener as Listener<Events[K]>)(payload);
  }

  /** How many listeners are attached: teardown tests check it returns to 0. */
  listenerCount(name?: keyof Events): number {
    if (name !== undefined) return this.listeners.get(name)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  clear(): void {
    this.listeners.clear();
  }
}
