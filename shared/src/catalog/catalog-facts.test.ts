import { describe, it, expect } from 'vitest';
import { pictureItem } from '../media.js';
import { countPairs } from '../pairs.js';
import { BUILTIN_PICTURE_IDS } from './pictures/builtin-picture-ids.js';
import type { GameData } from '../types.js';
import { BUILTIN_GAMES, findBuiltinGame } from './index.js';

/** A built-in drawing's item, by its key and description. */
const drawn = (key: string, alt: string): string => pictureItem(BUILTIN_PICTURE_IDS[key]!, alt);

/** Known-true facts from every game, each to be found in both directions. */
const SAMPLES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'math-formulas': [
    ['Area of a circle', 'A = πr²'],
    ['Pythagorean theorem', 'a² + b² = c²'],
    ['Volume of a sphere', 'V = (4/3)πr³'],
  ],
  'multiplication-table': [
    ['7 × 8', '56'],
    ['12 × 12', '144'],
    ['1 × 1', '1'],
  ],
  'squares-table': [
    ['13²', '169'],
    ['1²', '1'],
    ['20²', '400'],
  ],
  'pre-algebra': [
    ['Solve: 2x + 3 = 11', 'x = 4'],
    ['(−3) × (−4)', '12'],
    ['25% as a fraction', '1/4'],
  ],
  'clock-faces': [
    [drawn('clock-9-15', 'A clock showing a quarter past nine'), '9:15'],
    [drawn('clock-1-45', 'A clock showing a quarter to two'), '1:45'],
    [drawn('clock-12-0', "A clock showing twelve o'clock"), '12:00'],
    [drawn('clock-9-55', 'A clock showing five to ten'), '9:55'],
  ],
  'fraction-circles': [
    [drawn('fraction-3-4', 'A circle cut into 4 equal parts with 3 of them shaded'), '3/4'],
    [drawn('fraction-1-2', 'A circle cut into 2 equal parts with 1 of them shaded'), '1/2'],
  ],
  flags: [
    [drawn('flag-france', 'A flag of three vertical stripes: blue, white and red'), 'France'],
    [drawn('flag-japan', 'A white flag with a red disc in the middle'), 'Japan'],
  ],
  'shape-names': [
    [drawn('shape-hexagon', 'A shape with six equal sides'), 'Hexagon'],
    [drawn('shape-right-triangle', 'A three-sided shape with one right angle'), 'Right triangle'],
  ],
  'chinese-history': [
    ['People’s Republic of China proclaimed', '1949'],
    ['Qin Shi Huang unifies China under the Qin dynasty', '221 BC'],
    ['Ming dynasty founded', '1368'],
  ],
  'russian-history': [
    ['Battle of Kulikovo', '1380'],
    ['Yuri Gagarin becomes the first human in space', '12 April 1961'],
    ['Alaska sold to the United States', '1867'],
  ],
  'historical-figures': [
    ['Isaac Newton', 'Laws of motion and universal gravitation'],
    ['Neil Armstrong', 'First person to walk on the Moon'],
    ['Genghis Khan', 'Founder of the Mongol Empire'],
  ],
  'chinese-characters-beginner': [
    ['人', 'person'],
    ['水', 'water'],
    ['山', 'mountain'],
  ],
  'chinese-characters-intermediate': [
    ['学', 'to study'],
    ['书', 'book'],
    ['鱼', 'fish'],
  ],
  'chinese-characters-advanced': [
    ['龙', 'dragon'],
    ['梦', 'dream'],
    ['镜', 'mirror'],
  ],
  'english-russian': [
    ['cat', 'кошка'],
    ['dog', 'собака'],
    ['thank you', 'спасибо'],
  ],
  numbers: [
    ['7', 'seven'],
    ['40', 'forty'],
    ['1000', 'one thousand'],
  ],
  animals: [
    ['Elephant', '🐘'],
    ['Penguin', '🐧'],
    ['Octopus', '🐙'],
  ],
  countries: [
    ['Japan', 'JP'],
    ['Germany', 'DE'],
    ['United Kingdom', 'GB'],
    ['Switzerland', 'CH'],
  ],
  'periodic-elements': [
    ['Iron', 'Fe'],
    ['Gold', 'Au'],
    ['Oganesson', 'Og'],
    ['Tungsten', 'W'],
    ['Nihonium', 'Nh'],
  ],
  'physics-formulas': [
    ["Newton's second law", 'F = ma'],
    ["Ohm's law", 'V = IR'],
    ['Mass–energy equivalence', 'E = mc²'],
  ],
  'human-body': [
    ['Heart', 'Pumps blood around the body'],
    ['Femur', 'Longest bone in the body'],
    ['Bones in an adult skeleton', '206'],
  ],
  astronomy: [
    ['Jupiter', 'Largest planet in the Solar System'],
    ['Mercury', 'Planet closest to the Sun'],
    ['Polaris', 'The North Star'],
  ],
  'scientific-units': [
    ['Force', 'newton (N)'],
    ['Electric current', 'ampere (A)'],
    ['Pressure', 'pascal (Pa)'],
  ],
  'biology-basics': [
    ['Ribosome', 'Site of protein synthesis'],
    ['Mitosis', 'Cell division that makes two identical cells'],
    ['Vertebrate', 'Animal with a backbone'],
  ],
};

function dataOf(id: string): GameData {
  const game = findBuiltinGame(id);
  if (!game) throw new Error(`no built-in game ${id}`);
  return game.data;
}

/** The keys of one kind (symbols, codes, …), picked out by their shape. */
const keysMatching = (data: GameData, pattern: RegExp): string[] => Object.keys(data).filter((k) => pattern.test(k));

describe('catalog facts', () => {
  it('has sample facts for every game', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(BUILTIN_GAMES.map((g) => g.id).sort());
  });

  it.each(Object.entries(SAMPLES))('%s holds its sample facts in both directions', (id, facts) => {
    const data = dataOf(id);
    for (const [a, b] of facts) {
      expect(data[a], a).toBe(b);
      if (id !== 'multiplication-table') expect(data[b], b).toBe(a); // a product's reverse is its first factor pair
    }
  });

  it('multiplication-table has all 144 products of 1..12', () => {
    const data = dataOf('multiplication-table');
    for (let a = 1; a <= 12; a++) for (let b = 1; b <= 12; b++) expect(data[`${a} × ${b}`]).toBe(String(a * b));
    expect(countPairs(data)).toBe(144);
    expect(keysMatching(data, /×/)).toHaveLength(144);
  });

  it('squares-table has exactly 1² to 20²', () => {
    const data = dataOf('squares-table');
    for (let n = 1; n <= 20; n++) expect(data[`${n}²`]).toBe(String(n * n));
    expect(countPairs(data)).toBe(20);
  });

  it('periodic-elements has exactly 118 elements with well-formed, distinct symbols', () => {
    const data = dataOf('periodic-elements');
    expect(countPairs(data)).toBe(118);
    const symbols = keysMatching(data, /^[A-Z][a-z]?$/);
    expect(symbols).toHaveLength(118);
    for (const symbol of symbols) expect(data[symbol]).toMatch(/^[A-Z][a-z]+$/);
    expect(data['Mc']).toBe('Moscovium');
    expect(data['Ts']).toBe('Tennessine');
    expect(data['Hg']).toBe('Mercury');
  });

  it('countries has at least 60 countries whose codes ICU names the same country', () => {
    const data = dataOf('countries');
    const codes = keysMatching(data, /^[A-Z]{2}$/);
    expect(codes.length).toBeGreaterThanOrEqual(60);
    expect(countPairs(data)).toBe(codes.length);
    const regionName = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of codes) expect(data[code]!.startsWith(regionName.of(code)!), code).toBe(true);
  });

  it('animals pairs every name with a single emoji', () => {
    const data = dataOf('animals');
    const names = keysMatching(data, /^[A-Z][a-z]+$/);
    expect(names.length).toBe(countPairs(data));
    for (const name of names) expect(data[name], name).toMatch(/^\p{Extended_Pictographic}$/u);
  });

  it('numbers covers 0–20, the tens to 100, and 1000', () => {
    const data = dataOf('numbers');
    const expected = [...Array.from({ length: 21 }, (_, i) => i), 30, 40, 50, 60, 70, 80, 90, 100, 1000];
    expect(
      keysMatching(data, /^\d+$/)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(expected);
    expect(data['13']).toBe('thirteen');
    expect(data['ninety']).toBe('90');
  });

  it('Chinese levels pair one Han character with an English meaning', () => {
    for (const level of ['beginner', 'intermediate', 'advanced']) {
      const data = dataOf(`chinese-characters-${level}`);
      const characters = keysMatching(data, /^\p{Script=Han}$/u);
      expect(characters.length, level).toBe(countPairs(data));
      for (const character of characters) expect(data[character]).toMatch(/^[a-z ;]+$/);
    }
  });

  it('english-russian pairs English words with Cyrillic translations', () => {
    const data = dataOf('english-russian');
    const english = keysMatching(data, /^[a-z ]+$/);
    expect(english.length).toBe(countPairs(data));
    for (const word of english) expect(data[word]).toMatch(/^\p{Script=Cyrillic}+$/u);
  });
});
