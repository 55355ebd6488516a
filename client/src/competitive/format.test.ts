import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { accuracyText, secondsText } from './format';

describe('round figures in the interface language', () => {
  afterEach(() => i18n.activate('en'));

  it('keeps R-SCORE-3 decimals and writes them as the active language does', () => {
    expect([secondsText(12_340), secondsText(9_000), accuracyText(87.5), accuracyText(100)]).toEqual(['12.34', '9.00', '87.5', '100.0']);
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
    expect([secondsText(12_340), accuracyText(87.5)]).toEqual(['12,34', '87,5']);
  });
});
