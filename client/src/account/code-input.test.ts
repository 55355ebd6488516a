import { describe, expect, it } from 'vitest';
import { codeInput } from './code-input';

describe('codeInput', () => {
  it('keeps only digits, whatever the separators', () => {
    expect(codeInput('123 456')).toBe('123456');
    expect(codeInput('12-34a')).toBe('1234');
    expect(codeInput('Your code is 987654')).toBe('987654');
    expect(codeInput('')).toBe('');
  });

  it('keeps at most 6 digits', () => {
    expect(codeInput('1234567')).toBe('123456');
  });
});
