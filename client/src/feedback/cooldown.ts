/**
 * A per-key cooldown: `tryFire(key)` is true at most once per `cooldownMs` for each key
 * (R-FEEDBACK-2: a sound may not repeat within 100 ms, vibration within 300 ms). The clock is injected.
 */
export function createCooldown(cooldownMs: number, now: () => number): (key: string) => boolean {
  const last = new Map<string, number>();
  return (key) => {
    const time = now();
    const previous = last.get(key);
    if (previous !== undefined && time - previous < cooldownMs) return false;
    last.set(key, time);
    return true;
  };
}
