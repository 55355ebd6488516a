import { describe, expect, it } from 'vitest';
import { planCue } from './cues.js';
import { createFeedback } from './feedback.js';
import { fakeHowler, fakeStorage } from './test-fakes.js';

function setup(stored: Record<string, string> = {}) {
  let now = 0;
  const howler = fakeHowler();
  const storage = fakeStorage(stored);
  const vibrations: number[] = [];
  const feedback = createFeedback({ storage, now: () => now, vibrate: (ms) => (vibrations.push(ms), true), loadHowler: howler.load });
  return { feedback, howler, storage, vibrations, advance: (ms: number) => (now += ms) };
}

describe('feedback', () => {
  it('starts with sound and vibration off, and gives no feedback', async () => {
    const { feedback, howler, vibrations } = setup();
    expect(feedback.getState()).toEqual({ sound: false, vibration: false, vibrationSupported: true });
    feedback.cue({ kind: 'mismatched' });
    await Promise.resolve();
    expect(howler.loads).toBe(0);
    expect(vibrations).toEqual([]);
  });

  it('remembers the choices and restores them on the next visit', async () => {
    const first = setup();
    await first.feedback.setSoundEnabled(true);
    first.feedback.setVibrationEnabled(true);
    expect(Object.fromEntries(first.storage.data)).toEqual({ 'matchdrop.sound': 'on', 'matchdrop.vibration': 'on' });

    const again = setup(Object.fromEntries(first.storage.data));
    expect(again.feedback.getState()).toMatchObject({ sound: true, vibration: true });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the restored sound finishes loading
    expect(again.howler.loads).toBe(1);
    again.feedback.cue({ kind: 'finished' });
    expect(again.howler.played).toHaveLength(1);
    expect(again.vibrations).toEqual([200]);
  });

  it('notifies subscribers with a new state object per change', () => {
    const { feedback } = setup();
    const seen: unknown[] = [];
    const unsubscribe = feedback.subscribe(() => seen.push(feedback.getState()));
    const before = feedback.getState();
    feedback.setVibrationEnabled(true);
    unsubscribe();
    feedback.setVibrationEnabled(false);
    expect(seen).toEqual([{ sound: false, vibration: true, vibrationSupported: true }]);
    expect(feedback.getState()).not.toBe(before);
  });

  it('plays a match chord plus the streak tone from the second match in a row', async () => {
    const { feedback, howler } = setup();
    await feedback.setSoundEnabled(true);
    feedback.cue({ kind: 'matched', streak: 3 });
    expect(howler.played).toHaveLength(2);
    expect(planCue({ kind: 'matched', streak: 1 }).sounds).toEqual([{ name: 'match' }]);
  });

  it('maps moments to vibration strengths: light handling, medium match, heavy mismatch, long finish', () => {
    expect(planCue({ kind: 'picked' }).vibration).toBe('light');
    expect(planCue({ kind: 'dropped' }).vibration).toBe('light');
    expect(planCue({ kind: 'matched', streak: 1 }).vibration).toBe('medium');
    expect(planCue({ kind: 'mismatched' }).vibration).toBe('heavy');
    expect(planCue({ kind: 'finished' }).vibration).toBe('levelComplete');
    expect(planCue({ kind: 'upload' })).toEqual({ sounds: [{ name: 'upload' }], vibration: null });
  });
});
