import { describe, expect, it } from 'vitest';
import { parseList, parsePair } from './list-parser.js';

const pairsOf = (text: string) => parseList(text)?.pairs;

describe('parseList: the formats people paste', () => {
  it('reads "term - definition" lines', () => {
    expect(pairsOf('cat - кошка\ndog - собака\nbird - птица')).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
      ['bird', 'птица'],
    ]);
  });

  it('reads en and em dashes, but keeps hyphenated words and year ranges whole', () => {
    expect(pairsOf('Guinea-Bissau – Bissau\nTimor-Leste – Dili')).toEqual([
      ['Guinea-Bissau', 'Bissau'],
      ['Timor-Leste', 'Dili'],
    ]);
    expect(pairsOf('World War I – 1914–1918\nWorld War II — 1939–1945')).toEqual([
      ['World War I', '1914–1918'],
      ['World War II', '1939–1945'],
    ]);
  });

  it('reads "a = b" and prefers "=" over a minus sign inside the item', () => {
    expect(pairsOf('H = Hydrogen\nHe = Helium\nLi=Lithium')).toEqual([
      ['H', 'Hydrogen'],
      ['He', 'Helium'],
      ['Li', 'Lithium'],
    ]);
    expect(pairsOf('5 - 3 = 2\n10 - 4 = 6')).toEqual([
      ['5 - 3', '2'],
      ['10 - 4', '6'],
    ]);
  });

  it('reads "a: b" but not the colon of a time', () => {
    expect(pairsOf('Paris: France\nRome: Italy')).toEqual([
      ['Paris', 'France'],
      ['Rome', 'Italy'],
    ]);
    expect(pairsOf('Breakfast: 7:30\nLunch: 12:00')).toEqual([
      ['Breakfast', '7:30'],
      ['Lunch', '12:00'],
    ]);
  });

  it('reads tab-separated and comma-separated columns, with quotes', () => {
    expect(pairsOf('one\tuno\ntwo\tdos\nthree\ttres')).toEqual([
      ['one', 'uno'],
      ['two', 'dos'],
      ['three', 'tres'],
    ]);
    expect(pairsOf('apple,manzana\n"red, ripe",rojo')).toEqual([
      ['apple', 'manzana'],
      ['red, ripe', 'rojo'],
    ]);
  });

  it('reads numbered and bulleted lists', () => {
    expect(pairsOf('1. sun - солнце\n2. moon - луна\n3) star - звезда')).toEqual([
      ['sun', 'солнце'],
      ['moon', 'луна'],
      ['star', 'звезда'],
    ]);
    expect(pairsOf('- red - rojo\n* blue - azul\n• green: verde')).toEqual([
      ['red', 'rojo'],
      ['blue', 'azul'],
      ['green', 'verde'],
    ]);
  });

  it('reads arrows and a one-line list separated by semicolons', () => {
    expect(pairsOf('2² -> 4\n3² → 9')).toEqual([
      ['2²', '4'],
      ['3²', '9'],
    ]);
    expect(pairsOf('cat = кошка; dog = собака; cow = корова')).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
      ['cow', 'корова'],
    ]);
  });

  it('drops a header row and an intro line, keeps a title, reports lines without a pair', () => {
    const list = parseList('Spanish colours:\nEnglish - Spanish\nred - rojo\nblue - azul\nsomething odd\ngreen - verde');
    expect(list?.pairs).toEqual([
      ['red', 'rojo'],
      ['blue', 'azul'],
      ['green', 'verde'],
    ]);
    expect(list?.title).toBe('Spanish colours');
    expect(list?.skipped).toEqual(['something odd']);
    expect(parseList('Make a game from this list:\na - b\nc - d')?.title).toBeUndefined();
  });

  it('is not fooled by prose or a single pair', () => {
    expect(parseList('Hello, can you make me a game?\nI like animals, and also plants.\nThanks!')).toBeUndefined();
    expect(parseList('cat - кошка')).toBeUndefined();
  });
});

describe('parsePair', () => {
  it('reads one inline pair with any separator', () => {
    expect(parsePair('dog - собака')).toEqual(['dog', 'собака']);
    expect(parsePair('H = Hydrogen')).toEqual(['H', 'Hydrogen']);
    expect(parsePair('just words')).toBeUndefined();
  });
});
