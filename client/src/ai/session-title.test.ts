import { describe, expect, it } from 'vitest';
import { checkTitle, titleFromMessage } from './session-title';

describe('the title of a chat started by its first message', () => {
  it('summarizes the first line: spaces collapsed, cut at a word within 40 characters', () => {
    expect(titleFromMessage({ content: '\n  12   European capitals\nplease' })).toBe('12 European capitals');
    const long = titleFromMessage({ content: 'word '.repeat(30) });
    expect(Array.from(long).length).toBeLessThanOrEqual(41);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('keeps the subject of the request, not the "make a game" wording around it', () => {
    expect(titleFromMessage({ content: 'Make a game with 12 European capitals and their countries' })).toBe('12 European capitals');
    expect(titleFromMessage({ content: 'Please create a matching game about the planets of the solar system, thanks!' })).toBe('Planets of the solar system');
    expect(titleFromMessage({ content: 'Can you make me a quiz of Spanish food words' })).toBe('Spanish food words');
    expect(titleFromMessage({ content: 'cat - кошка\ndog - собака' })).toBe('cat - кошка');
    expect(titleFromMessage({ content: 'The 7 times table' })).toBe('7 times table');
  });

  it("is the page's host for a URL alone, else the default title", () => {
    expect(titleFromMessage({ content: '', url: 'https://www.example.com/list' })).toBe('example.com');
    expect(titleFromMessage({ content: '' })).toBe('New AI Dictionary Chat');
  });
});

describe('renaming a conversation', () => {
  it('trims the title and refuses a blank one', () => {
    expect(checkTitle('  Animals  ')).toEqual({ ok: true, title: 'Animals' });
    expect(checkTitle('   ')).toEqual({ ok: false, error: 'Please enter a title' });
  });

  it('refuses more than 100 characters, counting an emoji as one', () => {
    expect(checkTitle('🐘'.repeat(100))).toEqual({ ok: true, title: '🐘'.repeat(100) });
    expect(checkTitle('x'.repeat(101))).toEqual({ ok: false, error: 'Title must be at most 100 characters' });
  });
});
