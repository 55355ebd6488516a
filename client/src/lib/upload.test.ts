import { describe, expect, it } from 'vitest';
import { gameNameFromFile, GAME_FILE_MAX_BYTES, readGameFile } from './upload';

const file = (name: string, text: string) => ({ name, size: new TextEncoder().encode(text).length, text: () => Promise.resolve(text) });

describe('reading an uploaded game file', () => {
  it('gives each spec error of a bad file', async () => {
    const long = 'x'.repeat(201);
    const cases: [string, string, string][] = [
      ['bad.json', '{"a": ', 'Invalid JSON file format'],
      ['list.json', '["a", "b"]', 'Invalid JSON format'],
      ['empty.json', '{}', 'Game file is empty'],
      ['key.json', JSON.stringify({ [long]: 'b' }), `Key "${'x'.repeat(50)}…" exceeds maximum length of 200 characters`],
      ['value.json', JSON.stringify({ a: long }), `Value "${'x'.repeat(50)}…" exceeds maximum length of 200 characters`],
      ['blank.json', JSON.stringify({ ' ': 'b', a: '  ' }), 'No items processed from dictionary'],
    ];
    for (const [name, text, error] of cases) expect(await readGameFile(file(name, text)), name).toEqual({ ok: false, error });
  });

  it('completes a one-way file and says how many reverse mappings it added', async () => {
    const result = await readGameFile(file('Capitals.json', JSON.stringify({ France: 'Paris', Spain: 'Madrid', Italy: 'Rome' })));
    expect(result).toEqual({
      ok: true,
      game: {
        fileName: 'Capitals.json',
        name: 'Capitals',
        data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome', Paris: 'France', Madrid: 'Spain', Rome: 'Italy' },
        totalPairs: 3,
        message: '3 pairs will also work in the other direction',
        maxPairs: 3,
        pairCount: 3,
      },
    });
  });

  it('reads CSV and TSV tables', async () => {
    const csv = await readGameFile(file('words.csv', 'one,uno\ntwo,dos\nthree,tres\nfour,cuatro\n'));
    expect(csv).toMatchObject({ ok: true, game: { name: 'words', totalPairs: 4, pairCount: 4 } });
    const tsv = await readGameFile(file('words.tsv', 'one\tuno\ntwo\tdos\nthree\ttres\n'));
    expect(tsv).toMatchObject({ ok: true, game: { totalPairs: 3 } });
  });

  it('refuses a huge file before reading it, and reports an unreadable one', async () => {
    const huge = { name: 'huge.json', size: GAME_FILE_MAX_BYTES + 1, text: () => Promise.reject(new Error('must not be read')) };
    expect(await readGameFile(huge)).toEqual({ ok: false, error: 'Game file is too large (at most 2 MB)' });
    const broken = { name: 'x.json', size: 10, text: () => Promise.reject(new Error('NotReadableError')) };
    expect(await readGameFile(broken)).toEqual({ ok: false, error: 'The file could not be read' });
  });

  it('names the game after the file, within the 50-character name limit', () => {
    expect(gameNameFromFile('C:\\games\\Spanish words.final.json')).toBe('Spanish words.final');
    expect(gameNameFromFile('.json')).toBe('Uploaded game');
    expect([...gameNameFromFile(`${'a'.repeat(80)}.json`)]).toHaveLength(50);
  });
});
