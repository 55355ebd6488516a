import { describe, expect, it } from 'vitest';
import { countPairs, findBuiltinGame, uniquePairs } from '@matchdrop/shared';
import type { AssistantReply, ChatTurn, GeneratedGame, PageContent } from '../types.js';
import { offlineReply } from './assistant.js';

const ask = (text: string, history: ChatTurn[] = []): AssistantReply => offlineReply(history, { text, page: null });
const gameOf = (reply: AssistantReply): GeneratedGame => {
  if (!reply.game) throw new Error(`expected a game, got: ${reply.content}`);
  return reply.game;
};
const after = (game: GeneratedGame): ChatTurn[] => [
  { role: 'user', content: 'first', url: null, game: null },
  { role: 'assistant', content: 'here', url: null, game },
];

describe('offline assistant: pasted lists', () => {
  it('turns a list into a two-way game named after its title', () => {
    const game = gameOf(ask('Spanish colours:\nred - rojo\nblue - azul\ngreen - verde'));
    expect(game.name).toBe('Spanish colours');
    expect(game.data).toMatchObject({ red: 'rojo', rojo: 'red', azul: 'blue', verde: 'green' });
  });

  it('accepts a JSON object, and reports the normalizer errors of bad items', () => {
    expect(gameOf(ask('{"cat": "кошка", "dog": "собака", "cow": "корова"}')).data.кошка).toBe('cat');
    const long = 'x'.repeat(201);
    const reply = ask(`a - ${long}\nb - c\nd - e`);
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('exceeds maximum length of 200 characters');
  });

  it('refuses a list of fewer than 3 pairs', () => {
    const reply = ask('a - b\nc - d');
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('a game needs at least 3');
  });
});

describe('offline assistant: the built-in catalog', () => {
  it.each([
    ['multiplication', 'multiplication-table'],
    ['make me a times tables game', 'multiplication-table'],
    ['elements', 'periodic-elements'],
    ['the periodic table please', 'periodic-elements'],
    ['countries', 'countries'],
    ['animals', 'animals'],
    ['Chinese history', 'chinese-history'],
    ['advanced chinese characters', 'chinese-characters-advanced'],
    ['human body for kids', 'human-body'],
    ['a quiz about the solar system', 'astronomy'],
    ['squares', 'squares-table'],
  ])('"%s" gives the built-in game %s', (request, id) => {
    const builtin = findBuiltinGame(id)!;
    const game = gameOf(ask(request));
    expect(game.name).toBe(builtin.name);
    expect(game.data).toEqual(builtin.data);
  });

  it('takes a requested number of pairs from a catalog game, the same ones each time', () => {
    const game = gameOf(ask('10 animals'));
    expect(countPairs(game.data)).toBe(10);
    for (const [animal, emoji] of uniquePairs(game.data)) expect(findBuiltinGame('animals')!.data[animal]).toBe(emoji);
    expect(gameOf(ask('10 animals')).data).toEqual(game.data);
  });

  it('answers a whole category with the games it holds', () => {
    const reply = ask('math');
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('In Mathematics I have these games');
    expect(reply.content).toContain('Multiplication Table');
  });

  it('works out several times tables', () => {
    const game = gameOf(ask('times tables 1 to 5'));
    expect(game.name).toBe('Times Tables 1–5');
    expect(game.pairs).toHaveLength(60);
    expect(game.pairs[0]).toEqual(['1 × 1', '1']);
    expect(ask('times tables 1 to 50').content).toContain('up to 12 times tables');
  });

  it('works out a single times table', () => {
    const game = gameOf(ask('the 7 times table'));
    expect(game.name).toBe('7 Times Table');
    expect(countPairs(game.data)).toBe(12);
    expect(game.data['7 × 8']).toBe('56');
  });
});

describe('offline assistant: games from the data packages', () => {
  it('"12 European capitals" gives 12 European countries with their capitals', () => {
    const game = gameOf(ask('12 European capitals'));
    expect(game.name).toBe('European Capitals');
    expect(countPairs(game.data)).toBe(12);
    const all = gameOf(ask('European capitals'));
    expect(all.data.France).toBe('Paris');
    expect(all.data.Paris).toBe('France');
    expect(all.data.Germany).toBe('Berlin');
    expect(all.data.Japan).toBeUndefined();
    for (const [country, capital] of uniquePairs(game.data)) expect(all.data[country]).toBe(capital);
  });

  it('"countries and their currencies": every currency once, the issuer for a shared one', () => {
    const game = gameOf(ask('countries and their currencies'));
    expect(game.data.Japan).toBe('Japanese Yen');
    expect(game.data['United States']).toBe('US Dollar');
    expect(game.data.Ecuador).toBeUndefined(); // uses the US dollar too
    expect(Object.values(game.data).filter((v) => v === 'Euro')).toHaveLength(1);
  });

  it('"flags of Africa" pairs flag emoji with African countries', () => {
    const game = gameOf(ask('flags of Africa'));
    expect(game.data['🇰🇪']).toBe('Kenya');
    expect(game.data['🇫🇷']).toBeUndefined();
  });

  it('"elements 1 to 20 with their symbols"', () => {
    const game = gameOf(ask('elements 1 to 20 with their symbols'));
    expect(countPairs(game.data)).toBe(20);
    expect(game.data.Oxygen).toBe('O');
    expect(game.data.Ca).toBe('Calcium');
    expect(game.data.Scandium).toBeUndefined();
  });

  it('"element numbers" pairs names with atomic numbers; numbers with symbols on request', () => {
    const numbers = gameOf(ask('element numbers'));
    expect(countPairs(numbers.data)).toBe(118);
    expect(numbers.data.Oxygen).toBe('8');
    expect(numbers.data['79']).toBe('Gold');
    const symbols = gameOf(ask('first 10 elements: atomic numbers and symbols'));
    expect(countPairs(symbols.data)).toBe(10);
    expect(symbols.data['8']).toBe('O');
  });

  it('explains an impossible range', () => {
    const reply = ask('elements 100 to 130');
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('118 elements');
  });
});

describe('offline assistant: refining the last game', () => {
  const base = gameOf(ask('fruit:\napple - manzana\npear - pera\nplum - ciruela\ngrape - uva\nlemon - limón\ncherry - cereza'));

  it('"only 5" and "4 pairs" keep the first pairs', () => {
    expect(uniquePairs(gameOf(ask('only 5', after(base))).data)).toHaveLength(5);
    expect(uniquePairs(gameOf(ask('4 pairs', after(base))).data)).toEqual(uniquePairs(base.data).slice(0, 4));
  });

  it('"10 pairs" on a 6-pair game explains instead of inventing pairs', () => {
    const reply = ask('10 pairs', after(base));
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('has 6 pairs');
  });

  it('removes items by either side, case-insensitively', () => {
    const game = gameOf(ask('remove Pear and uva', after(base)));
    expect(game.data.pear).toBeUndefined();
    expect(game.data.grape).toBeUndefined();
    expect(countPairs(game.data)).toBe(4);
    expect(ask('remove banana', after(base)).content).toContain("couldn't find “banana”");
  });

  it('swaps the sides, renames, adds a pair', () => {
    expect(uniquePairs(gameOf(ask('swap sides', after(base))).data)[0]).toEqual(['manzana', 'apple']);
    const renamed = gameOf(ask('rename to Frutas', after(base)));
    expect(renamed).toEqual({ name: 'Frutas', pairs: base.pairs, data: base.data });
    expect(gameOf(ask('add peach - melocotón', after(base))).data.peach).toBe('melocotón');
  });

  it('keeps the sides of pairs whose items are numbers (a map would list "8" first)', () => {
    const numbers = gameOf(ask('elements 1 to 10 with their atomic numbers'));
    expect(numbers.pairs[0]).toEqual(['Hydrogen', '1']);
    expect(gameOf(ask('swap sides', after(numbers))).pairs[0]).toEqual(['1', 'Hydrogen']);
    expect(gameOf(ask('only 3', after(numbers))).pairs).toEqual([
      ['Hydrogen', '1'],
      ['Helium', '2'],
      ['Lithium', '3'],
    ]);
  });

  it('refines a game from the data packages ("only 5" after "European capitals")', () => {
    const capitals = gameOf(ask('European capitals'));
    const five = gameOf(ask('only 5', after(capitals)));
    expect(countPairs(five.data)).toBe(5);
    expect(five.name).toBe('European Capitals');
  });

  it('says there is nothing to change before the first game, and declines difficulty changes honestly', () => {
    expect(ask('swap sides').content).toContain('no game in this chat yet');
    const reply = ask('make it harder', after(base));
    expect(reply.game).toBeNull();
    expect(reply.content).toContain("won't guess");
  });
});

describe('offline assistant: what it must decline', () => {
  it.each(['make a game about quantum chromodynamics', 'Create a quiz on the French Revolution', 'US state capitals', 'quantum physics', 'make me a game'])(
    '"%s": a clear explanation and no pairs',
    (request) => {
      const reply = ask(request);
      expect(reply.game).toBeNull();
      expect(reply.content).toMatch(/can't make a game|not sure what game/);
      expect(reply.content).toContain('Paste a list');
    },
  );

  it('names the topic and points to the closest game it has', () => {
    const reply = ask('make a game about quantum physics');
    expect(reply.content).toContain('“quantum physics”');
    expect(reply.content).toContain('closest I have is “Physics Formulas”');
    expect(ask('make a game about quantum chromodynamics').content).toContain('“quantum chromodynamics”');
  });

  it('answers a greeting with what it can do, and thanks politely', () => {
    expect(ask('hi').content).toContain('Paste a list');
    expect(ask('thanks!').content).toContain('Glad to help');
    expect(ask('I want to learn French').content).toContain('“French”');
  });
});

describe('offline assistant: web pages', () => {
  const page = (pairs: Array<[string, string]>): PageContent => ({ url: 'https://example.org/words', title: 'Words', text: '', pairs });

  it('makes a game from the pairs found on the page, named after its title', () => {
    const reply = offlineReply([], {
      text: '',
      page: page([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', '4'],
      ]),
    });
    expect(gameOf(reply)).toMatchObject({ name: 'Words', data: { a: '1', '4': 'd' } });
    const three = offlineReply([], {
      text: 'only 3',
      page: page([
        ['a', '1'],
        ['b', '2'],
        ['c', '3'],
        ['d', '4'],
      ]),
    });
    expect(countPairs(gameOf(three).data)).toBe(3);
  });

  it('says so when the page holds no pairs', () => {
    const reply = offlineReply([], { text: '', page: page([]) });
    expect(reply.game).toBeNull();
    expect(reply.content).toContain('found no pairs');
  });
});
