import { describe, expect, it } from 'vitest';
import { formatInstant, localizeInstants } from './instant';

describe('instants for the reader', () => {
  it('R-CLASS-5: writes an instant in the reader’s zone, naming it', () => {
    expect(formatInstant('2026-03-09T16:00:00.000Z', 'en-GB', 'Europe/Paris')).toMatch(/9 Mar 2026, 17:00/);
    expect(formatInstant('2026-03-09T16:00:00.000Z', 'en-GB', 'America/New_York')).toMatch(/12:00 GMT-4/);
  });

  it('rewrites the instants of a notification’s text and leaves the rest', () => {
    const text = 'ms_k set "Animals" for 7B, due 2026-03-09T16:00:00.000Z';
    expect(localizeInstants(text, 'en-GB', 'Europe/Paris')).toBe(`ms_k set "Animals" for 7B, due ${formatInstant('2026-03-09T16:00:00.000Z', 'en-GB', 'Europe/Paris')}`);
    expect(localizeInstants('No date here: 2026-13-45', 'en-GB')).toBe('No date here: 2026-13-45');
  });
});
