import { VIBRATION_COOLDOWN_MS, VIBRATION_MS } from '@matchdrop/shared';
import { createCooldown } from './cooldown.js';

export type VibrationKind = keyof typeof VIBRATION_MS;

export interface Vibrator {
  readonly enabled: boolean;
  readonly supported: boolean;
  setEnabled(enabled: boolean): void;
  /** Vibrates unless off, unsupported, or the device vibrated under 300 ms ago (one motor: one shared cooldown). */
  vibrate(kind: VibrationKind): boolean;
}

export function createVibrator(deps: { vibrate: ((pattern: number) => boolean) | null; now: () => number }): Vibrator {
  const allow = createCooldown(VIBRATION_COOLDOWN_MS, deps.now);
  let enabled = false;
  return {
    get enabled() {
      return enabled;
    },
    supported: deps.vibrate !== null,
    setEnabled(on) {
      enabled = on;
    },
    vibrate(kind) {
      if (!enabled || !deps.vibrate || !allow('vibration')) return false;
      deps.vibrate(VIBRATION_MS[kind]);
      return true;
    },
  };
}
