import { describe, expect, it } from 'vitest';
import { SOUND_STORAGE_KEY, VIBRATION_STORAGE_KEY, loadFeedbackSettings, saveFeedbackSetting, type FeedbackStorage } from './settings.js';
import { fakeStorage } from './test-fakes.js';

describe('feedback settings', () => {
  it('are off when nothing is stored', () => {
    expect(loadFeedbackSettings(fakeStorage())).toEqual({ sound: false, vibration: false, speech: false });
    expect(loadFeedbackSettings(null)).toEqual({ sound: false, vibration: false, speech: false });
  });

  it('persist each choice under its spec key', () => {
    const storage = fakeStorage();
    saveFeedbackSetting(storage, 'sound', true);
    expect(storage.data.get('matchdrop.sound')).toBe('on');
    expect(loadFeedbackSettings(storage)).toEqual({ sound: true, vibration: false, speech: false });
    saveFeedbackSetting(storage, 'vibration', true);
    saveFeedbackSetting(storage, 'sound', false);
    expect(loadFeedbackSettings(storage)).toEqual({ sound: false, vibration: true, speech: false });
    expect([SOUND_STORAGE_KEY, VIBRATION_STORAGE_KEY]).toEqual(['matchdrop.sound', 'matchdrop.vibration']);
  });

  it('survive a storage that throws (private browsing): default off, no crash', () => {
    const broken: FeedbackStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadFeedbackSettings(broken)).toEqual({ sound: false, vibration: false, speech: false });
    expect(() => saveFeedbackSetting(broken, 'sound', true)).not.toThrow();
  });

  it('treat unknown stored values as off', () => {
    expect(loadFeedbackSettings(fakeStorage({ 'matchdrop.sound': 'true', 'matchdrop.vibration': '1' }))).toEqual({ sound: false, vibration: false, speech: false });
  });
});
