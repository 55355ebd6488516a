import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors.js';

describe('ERROR_CODES', () => {
  it('has no duplicates', () => {
    const seen = new Set<string>();
    const duplicates = ERROR_CODES.filter((code) => (seen.has(code) ? true : (seen.add(code), false)));
    expect(duplicates).toEqual([]);
  });

  it('holds stable snake_case words only', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('tells a known code from any other value', () => {
    expect(isErrorCode('room_full')).toBe(true);
    expect(isErrorCode('Room is full')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
