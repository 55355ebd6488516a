import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { accuracyText, playedAtText, secondsText } from './figures';

describe('the progress screens’ figures follow the interface’s language', () => {
  afterEach(() => i18n.activate('en'));

  it('writes English as before (one decimal, two for seconds)', () => {
    expect(accuracyText(87.5)).toBe('87.5%');
    expect(accuracyText(100)).toBe('100.0%');
    expect(secondsText(12_345)).toBe('12.35 s');
  });

  it('writes a Russian decimal comma and date', () => {
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
    expect(accuracyText(87.5)).toBe('87,5%');
    expect(secondsText(12_345)).toMatch(/^12,35 /);
    expect(playedAtText('2026-03-05T12:00:00')).toMatch(/^05\.03\.2026/);
  });
});
