import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';

// The plural rules of the three languages, through the same ICU messages the catalogs hold: Russian has three
// forms (one, few, many), Chinese one.
const pairs = (count: number) => plural(count, { one: '# pair', other: '# pairs' });

describe('plural forms', () => {
  afterEach(() => i18n.activate('en'));

  it('English: one and other', () => {
    expect([1, 2, 5].map(pairs)).toEqual(['1 pair', '2 pairs', '5 pairs']);
  });

  it('Russian: one, few and many, by the last digits', () => {
    const id = Object.keys(i18n.messages).length; // any id: this test loads its own translation
    const message = '{count, plural, one {# пара} few {# пары} many {# пар} other {# пары}}';
    i18n.load('ru', { [`plural-${id}`]: message });
    i18n.activate('ru');
    const ru = (count: number) => i18n._(`plural-${id}`, { count });
    expect([1, 2, 4, 5, 11, 21, 22, 25, 111].map(ru)).toEqual(['1 пара', '2 пары', '4 пары', '5 пар', '11 пар', '21 пара', '22 пары', '25 пар', '111 пар']);
  });

  it('Chinese: one form for every count', () => {
    i18n.load('zh', { 'plural-zh': '{count, plural, other {# 对}}' });
    i18n.activate('zh');
    expect([1, 2, 5].map((count) => i18n._('plural-zh', { count }))).toEqual(['1 对', '2 对', '5 对']);
  });
});
