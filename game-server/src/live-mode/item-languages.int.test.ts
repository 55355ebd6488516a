import { testBackends } from '@matchdrop/db/testing';
import { counterpartIn, parsePictureItem, pictureItem, toTwoWayMap, uniquePairs } from '@matchdrop/shared';
import type { GameData, JoinTournamentResponse, TournamentView } from '@matchdrop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { startDealtRound } from '../competitive/testing/flow.js';
import { createRoom } from '../competitive/testing/player.js';
import { TEST_TOURNAMENT_SECRET, usersTableAuthenticator } from '../competitive/testing/server.js';
import type { TestAccount } from '../competitive/testing/server.js';
import { useCompetitiveTestBed } from '../competitive/testing/test-bed.js';
import { teamRaceRoomsGateway } from '../team-race/rooms-gateway.js';
import { RaceMember } from '../team-race/testing/member.js';
import { TournamentBot } from '../tournament/testing/bot.js';

/** English on the left, Spanish on the right. */
const WORDS: GameData = toTwoWayMap([
  ['dog', 'perro'],
  ['cat', 'gato'],
  ['house', 'casa'],
  ['sun', 'sol'],
]);
/** Pictures of fruit on the left, their names on the right (R-PIC-9's item form). */
const PICTURES: GameData = toTwoWayMap(
  ['apple', 'pear', 'plum', 'fig'].map(
    (name, n) =>
      [
        pictureItem(
          String(n + 1)
            .repeat(64)
            .slice(0, 64)
            .replace(/[^0-9a-f]/g, 'a'),
          `a photo of a ${name}`,
        ),
        name,
      ] as const,
  ),
);
const LEFT = new Set(uniquePairs(WORDS).map(([left]) => left));
/** What R-PIC-20 says each item is spoken in: its side's language. */
const expectedLanguages = (items: readonly string[]): string[] => items.map((item) => (LEFT.has(item) ? 'en' : 'es'));

describe.each(await testBackends())('live rounds: each item’s language (R-PIC-20) and picture items (R-PIC-9) on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);
  const bots: TournamentBot[] = [];
  afterEach(() => Promise.all(bots.splice(0).map((b) => (b.closeCode === null ? b.leave() : undefined))));

  /** A saved game of ana's (or the owner's), with side languages or without. */
  async function savedGame(withLanguages: boolean, owner = bed.ana, data = WORDS): Promise<number> {
    const languages = withLanguages ? { left: 'en', right: 'es', leftItems: [...LEFT] } : null;
    const row = await bed.handle.db
      .insertInto('dictionaries')
      .values({ owner_id: owner.id, name: 'Words', data, is_public: false, languages })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('a competitive round of a game with side languages carries each item’s language; one without carries none', async () => {
    const code = await createRoom(bed.server.url, bed.ana, { dictionaryType: 'saved', dictionaryId: await savedGame(true) });
    const started = await startDealtRound(await bed.join(bed.ana, code), await bed.join(bed.ben, code));
    expect(started.itemLanguages).toEqual(expectedLanguages(started.items));

    const plain = await createRoom(bed.server.url, bed.cleo, { dictionaryType: 'saved', dictionaryId: await savedGame(false, bed.cleo), dictionaryName: 'Plain' });
    const [cleo, ana] = [await bed.join(bed.cleo, plain), await bed.join(bed.ana, plain)];
    expect(await startDealtRound(cleo, ana)).not.toHaveProperty('itemLanguages');
  });

  async function heatStarted(host: TestAccount, gameId: number, playerIndex = 0) {
    const created = await fetch(`${bed.server.url}/api/tournaments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({ gameType: 'saved', gameId, pairCount: 3, rounds: 1, heatSize: 4 }),
    });
    const { code } = ((await created.json()) as { tournament: TournamentView }).tournament;
    const projector = await new TournamentBot(bed.server.url, host.token, null).join(code);
    const players = await Promise.all(
      ['Ann', 'Bob'].map(async (nickname) => {
        const res = await fetch(`${bed.server.url}/api/tournaments/${code}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ nickname }),
        });
        const { token } = (await res.json()) as JoinTournamentResponse;
        return new TournamentBot(bed.server.url, token, null).join(code);
      }),
    );
    bots.push(projector, ...players);
    await expect.poll(() => projector.inbox.players?.flatMap((d) => d.joined).length ?? 0).toBe(2);
    projector.send('start');
    const heat = await players[playerIndex]!.next('heat_started');
    return { heat, player: players[playerIndex]! };
  }

  it('a tournament heat of a game with side languages carries each item’s language; one without carries none', async () => {
    const { heat } = await heatStarted(bed.ana, await savedGame(true));
    expect(heat.itemLanguages).toEqual(expectedLanguages(heat.items));
    expect((await heatStarted(bed.ana, await savedGame(false))).heat).not.toHaveProperty('itemLanguages');
  });

  /** The first field a member of a new team race of the saved game gets. */
  async function raceField(gameId: number, key: GameData | null = null) {
    const gateway = teamRaceRoomsGateway({ authenticator: usersTableAuthenticator(bed.handle.db), db: bed.handle.db, secret: TEST_TOURNAMENT_SECRET });
    const settings = { gameType: 'saved', gameId, pairCount: 4, rounds: 1, teamSize: 2, goal: 3, reshuffle: true, accountsOnly: false } as const;
    const created = await gateway.create({ userId: bed.ana.id, username: bed.ana.username }, settings);
    if (!created.ok) throw new Error(created.error);
    const { code } = created.value;
    const projector = await new RaceMember(bed.server.url, bed.ana.token, null).join(code);
    const members = await Promise.all(
      // Two teams at least: four players.
      ['Ann', 'Bob', 'Cy', 'Dee'].map(async (name) => {
        const joined = await gateway.join(code, name, null);
        if (!joined.ok) throw new Error(joined.error);
        return new RaceMember(bed.server.url, joined.value.token, key).join(code);
      }),
    );
    bots.push(projector.bot, ...members.map((m) => m.bot));
    projector.send('start');
    await projector.next('teams');
    projector.send('go');
    return { field: await members[0]!.next('field'), members };
  }

  it('a team race’s field of a game with side languages says the language of each item of the hand; one without says none', async () => {
    const { field } = await raceField(await savedGame(true));
    expect(field.hand.length).toBeGreaterThan(0);
    expect(field.handLanguages).toEqual(expectedLanguages(field.hand));
    expect((await raceField(await savedGame(false))).field).not.toHaveProperty('handLanguages');
  });

  it('R-PIC-9: a tournament heat judges a pair whose item is a picture like any other (right and wrong)', async () => {
    const { heat, player } = await heatStarted(bed.ana, await savedGame(false, bed.ana, PICTURES));
    const pairs = uniquePairs(PICTURES);
    const picture = heat.items.find((item) => parsePictureItem(item) !== null)!;
    const counterpart = counterpartIn(pairs, picture)!;
    const wrong = heat.items.find((item) => item !== picture && item !== counterpart && parsePictureItem(item) === null)!;
    player.send('match_attempt', { item1: picture, item2: wrong });
    expect(await player.next('match_result')).toEqual({ item1: picture, item2: wrong, correct: false });
    player.send('match_attempt', { item1: picture, item2: counterpart });
    expect(await player.next('match_result', 2)).toEqual({ item1: picture, item2: counterpart, correct: true });
  });

  it('R-PIC-9: a team race judges a pair whose item is a picture: right drops across teammates grow the run', async () => {
    const { members } = await raceField(await savedGame(false, bed.ana, PICTURES), PICTURES);
    // The members play by the key: some right drop names a picture, judged right, and the team's run grows.
    await expect
      .poll(
        () => members.some((m) => (m.inbox.field ?? []).some((f) => f.last?.correct && f.run > 0 && [f.last.offered, f.last.answered].some((i) => parsePictureItem(i) !== null))),
        { timeout: 15_000 },
      )
      .toBe(true);
    for (const member of members) member.autoplay = false;
  });
});
