import { describe, expect, it } from 'vitest';
import { createVibrator } from './vibration.js';

describe('vibration', () => {
  it('is off until enabled, then uses the spec durations with a 300 ms cooldown', () => {
    let now = 0;
    const calls: number[] = [];
    const vibrator = createVibrator({ vibrate: (ms) => (calls.push(ms), true), now: () => now });
    expect(vibrator.vibrate('light')).toBe(false);
    vibrator.setEnabled(true);
    expect(vibrator.vibrate('light')).toBe(true);
    now = 299;
    expect(vibrator.vibrate('heavy')).toBe(false);
    now = 300;
    expect(vibrator.vibrate('medium')).toBe(true);
    now = 600;
    vibrator.vibrate('heavy');
    now = 900;
    vibrator.vibrate('levelComplete');
    expect(calls).toEqual([20, 50, 100, 200]);
  });

  it('does nothing where the device cannot vibrate', () => {
    const vibrator = createVibrator({ vibrate: null, now: () => 0 });
    vibrator.setEnabled(true);
    expect(vibrator.supported).toBe(false);
    expect(vibrator.vibrate('light')).toBe(false);
  });
});
