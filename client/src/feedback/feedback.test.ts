import { describe, expect, it } from 'vitest';
import { planCue } from './cues.js';
import { createFeedback } from './feedback.js';
import { createSpeaker } from './speech.js';
import { fakeHowler, fakeStorage } from './test-fakes.js';

/** A speech engine stand-in (headless Chromium has no voices either) that records what it was asked to say. */
function fakeSpeech(voices: string[]) {
  const spoken: { text: string; lang: string }[] = [];
  let cancels = 0;
  let asked = 0;
  const getVoices = () => ((asked += 1), voices.map((lang) => ({ lang })));
  const synth = { speak: (u: { text: string; lang: string }) => void spoken.push(u), cancel: () => void (cancels += 1), getVoices };
  return { spoken, cancels: () => cancels, voicesAsked: () => asked, speaker: createSpeaker(synth, (text, lang) => ({ text, lang })) };
}

function setup(stored: Record<string, string> = {}, voices = ['en-US', 'ru-RU']) {
  let now = 0;
  const howler = fakeHowler();
  const storage = fakeStorage(stored);
  const vibrations: number[] = [];
  const speech = fakeSpeech(voices);
  const feedback = createFeedback({ storage, now: () => now, vibrate: (ms) => (vibrations.push(ms), true), loadHowler: howler.load, speaker: speech.speaker });
  return { feedback, howler, storage, vibrations, speech, advance: (ms: number) => (now += ms) };
}

describe('feedback', () => {
  it('starts with sound and vibration off, and gives no feedback', async () => {
    const { feedback, howler, vibrations } = setup();
    expect(feedback.getState()).toEqual({ sound: false, vibration: false, vibrationSupported: true, speech: false, speechSilent: false });
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

  it('R-PIC-12: reads items aloud only once turned on, in the language asked, remembered for the next visit', () => {
    const { feedback, speech, storage } = setup();
    feedback.speak('apple', 'en');
    expect(speech.spoken).toEqual([]);
    feedback.setSpeechEnabled(true);
    feedback.speak('apple', 'en');
    feedback.speak('яблоко', 'ru');
    expect(speech.spoken).toEqual([
      { text: 'apple', lang: 'en' },
      { text: 'яблоко', lang: 'ru' },
    ]);
    // Each item cuts the previous one off, as a screen reader does.
    expect(speech.cancels()).toBe(2);
    expect(Object.fromEntries(storage.data)).toEqual({ 'matchdrop.speech': 'on' });
    expect(setup(Object.fromEntries(storage.data)).feedback.getState().speech).toBe(true);
  });

  it('R-PIC-12, R-PIC-19: the voices are asked for as soon as speech is on or speaker buttons are shown (Chrome loads them only once asked), never before', () => {
    const off = setup();
    expect(off.speech.voicesAsked()).toBe(0);
    off.feedback.setSpeechEnabled(true);
    expect(off.speech.voicesAsked()).toBe(1);
    expect(setup({ 'matchdrop.speech': 'on' }).speech.voicesAsked()).toBe(1);
    const buttons = setup();
    buttons.feedback.warmUpSpeech();
    expect(buttons.speech.voicesAsked()).toBe(1);
  });

  it('R-PIC-12: without a voice for the language it says so once and the game goes on silently', () => {
    const { feedback, speech } = setup({ 'matchdrop.speech': 'on' }, ['en-GB']);
    let changes = 0;
    feedback.subscribe(() => (changes += 1));
    feedback.speak('苹果', 'zh-CN');
    feedback.speak('梨', 'zh-CN');
    expect(speech.spoken).toEqual([]);
    expect(feedback.getState().speechSilent).toBe(true);
    expect(changes).toBe(1);
    feedback.speak('pear', 'en');
    expect(speech.spoken).toEqual([{ text: 'pear', lang: 'en' }]);
  });

  it('R-PIC-19: a speaker button reads a pair left then right, each in its language, even with "Speak items" off', () => {
    const { feedback, speech } = setup({}, ['en-US', 'fr-FR']);
    feedback.readAloud([
      { text: 'apple', lang: 'en' },
      { text: 'pomme', lang: 'fr' },
    ]);
    expect(speech.spoken).toEqual([
      { text: 'apple', lang: 'en' },
      { text: 'pomme', lang: 'fr' },
    ]);
    // The right item waits for the left one: only the pair's first part cuts off what was being said.
    expect(speech.cancels()).toBe(1);
    feedback.readAloud([{ text: '苹果', lang: 'zh' }]);
    expect(feedback.getState().speechSilent).toBe(true);
  });

  it('notifies subscribers with a new state object per change', () => {
    const { feedback } = setup();
    const seen: unknown[] = [];
    const unsubscribe = feedback.subscribe(() => seen.push(feedback.getState()));
    const before = feedback.getState();
    feedback.setVibrationEnabled(true);
    unsubscribe();
    feedback.setVibrationEnabled(false);
    expect(seen).toEqual([{ sound: false, vibration: true, vibrationSupported: true, speech: false, speechSilent: false }]);
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
