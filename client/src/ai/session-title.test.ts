import { describe, expect, it } from 'vitest';
import { checkTitle, titleFromMessage } from './session-title';

describe('the title of a chat started by its first message', () => {
  it('is the first line, spaces collapsed, cut at 60 characters', () => {
    expect(titleFromMessage({ content: '\n  12   European capitals\nplease' })).toBe('12 European capitals');
    const long = titleFromMessage({ content: 'word '.repeat(30) });
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
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
