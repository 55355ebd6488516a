import { describe, expect, it } from 'vitest';
import { controlCharacterIn, findControlCharacter } from './control-characters.js';

describe('findControlCharacter', () => {
  it('names the top-level field holding a NUL, in values, nested data and keys', () => {
    expect(findControlCharacter({ name: 'a\u0000' })).toBe('name contains a control character (U+0000), which is not allowed');
    expect(findControlCharacter({ data: { France: ['Par\u0007is'] } })).toBe('data contains a control character (U+0007), which is not allowed');
    expect(findControlCharacter({ data: { 'Fr\u0000ance': 'Paris' } })).toBe('data contains a control character (U+0000), which is not allowed');
    expect(findControlCharacter({ 'na\u0001me': 'x' })).toBe('field name contains a control character (U+0001), which is not allowed');
  });

  it('lets tab and line breaks through in multi-line text, not in one-line fields', () => {
    expect(findControlCharacter({ message: 'a\tb\r\nc', content: 'x\ty\nz' })).toBeUndefined();
    expect(findControlCharacter({ name: 'a\nb' })).toBe('name contains a control character (U+000A), which is not allowed');
    expect(findControlCharacter({ q: 'a\tb' })).toBe('q contains a control character (U+0009), which is not allowed');
  });

  it('refuses DEL and the other C0 controls, accepts ordinary and non-Latin text, numbers and null', () => {
    expect(controlCharacterIn('a\u007f', true)).toBe('U+007F');
    expect(controlCharacterIn('\u001b[31m', true)).toBe('U+001B');
    expect(findControlCharacter({ name: '大象 🐘 Ünïcode', count: 3, ok: true, none: null })).toBeUndefined();
  });
});
