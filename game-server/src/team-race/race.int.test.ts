import { testBackends } from '@matchdrop/db/testing';
import { counterpartIn, findBuiltinGame, uniquePairs } from '@matchdrop/shared';
import type { CreateTeamRaceSettings } from '@matchdrop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TOURNAMENT_SECRET, usersTableAuthenticator } from '../competitive/testing/server.js';
import type { TestAccount } from '../competitive/testing/server.js';
import { useCompetitiveTestBed } from '../competitive/testing/test-bed.js';
import { teamRaceRoomsGateway } from './rooms-gateway.js';
import { RaceMember } from './testing/member.js';

const GAME = findBuiltinGame('animals')?.data ?? {};
const PAIRS = uniquePairs(GAME);
const SETTINGS: CreateTeamRaceSettings = { gameType: 'builtin', gameId: 'animals', pairCount: 5, rounds: 1, teamSize: 3, goal: 4, reshuffle: true, accountsOnly: false };

describe.each(await testBackends())('team race on %s', (kind) => {
  const bed = useCompetitiveTestBed(kind);
  const open: RaceMember[] = [];
  const gateway = () => teamRaceRoomsGateway({ authenticator: usersTableAuthenticator(bed.handle.db), db: bed.handle.db, secret: TEST_TOURNAMENT_SECRET });

  // A connection the server closed (a removed player) has nothing to leave.
  afterEach(() => Promise.all(open.splice(0).map((m) => (m.bot.closeCode === null ? m.bot.leave() : undefined))));

  async function race(settings: Partial<CreateTeamRaceSettings> = {}): Promise<string> {
    const created = await gateway().create({ userId: bed.ana.id, username: bed.ana.username }, { ...SETTINGS, ...settings });
    if (!created.ok) throw new Error(created.error);
    return created.value.code;
  }

  async function connect(code: string, token: string, key: typeof GAME | null = GAME): Promise<RaceMember> {
    const member = await new RaceMember(bed.server.url, token, key).join(code);
    open.push(member);
    return member;
  }

  /** Seats and connects players: accounts for the given ones, guests by nickname for the rest. */
  async function seat(code: string, names: string[], accounts: TestAccount[] = []): Promise<RaceMember[]> {
    return Promise.all(
      names.map(async (name, i) => {
        const joined = await gateway().join(code, name, accounts[i]?.id ?? null);
        if (!joined.ok) throw new Error(joined.error);
        return connect(code, joined.value.token);
      }),
    );
  }

  it('plays a race of bots end to end: teams, a field split across teammates, a winner, the report and stored plays', async () => {
    const code = await race();
    const projector = await connect(code, bed.ana.token, null);
    const accounts = [await bed.account('racer_a'), await bed.account('racer_b')];
    const members = await seat(code, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'], accounts);
    for (const m of members) m.autoplay = false;
    projector.send('start');
    const teams = (await projector.next('teams')).teams;
    expect(teams.map((t) => t.members.length)).toEqual([3, 3]);
    // Each member is told their own team only.
    for (const m of members) expect((await m.next('teams')).teams).toHaveLength(1);
    projector.send('go');
    const fields = await Promise.all(members.map((m) => m.next('field')));
    // No member holds both items of a pair: every counterpart is on a teammate's screen.
    for (const f of fields) for (const item of f.hand) expect(f.hand).not.toContain(counterpartIn(PAIRS, item));
    // A wrong drop resets the run on every member's screen of that team.
    const team0 = members.filter((_, i) => fields[i]?.team.index === 0);
    const [offerer, other] = team0 as [RaceMember, RaceMember];
    const offered = offerer.last('field')!.hand[0]!;
    offerer.send('offer', { item: offered });
    await expect.poll(() => other.last('field')?.upper?.item).toBe(offered);
    const wrong = other.last('field')!.hand.find((i) => counterpartIn(PAIRS, i) !== offered)!;
    other.send('answer', { item: wrong });
    for (const m of team0) await expect.poll(() => m.last('field')?.last).toMatchObject({ correct: false, offered, answered: wrong });
    for (const m of team0) expect(m.last('field')?.run).toBe(0);
    for (const m of members) {
      m.autoplay = true;
      m.send('offer', { item: m.last('field')!.hand[0] });
    }
    const ended = await projector.next('round_ended', 1, 30_000);
    expect(ended.winner).not.toBeNull();
    expect(ended.standings[0]?.roundsWon).toBe(1);
    expect(ended.report?.students).toHaveLength(6);
    expect((await members[0]!.next('round_ended')).report).toBeUndefined();
    await projector.next('finished');
    // The projector's bars reached the goal before the standings came.
    expect(projector.inbox.progress?.flatMap((p) => p.teams).some((t) => t.run === 4 && t.team === ended.winner?.index)).toBe(true);
    // The accounts' drops count as judged plays of the game.
    await expect
      .poll(async () => (await bed.handle.db.selectFrom('game_sessions').select('user_id').where('room_code', '=', code).execute()).map((r) => r.user_id).sort())
      .toEqual(accounts.map((a) => a.id).sort());
  }, 60_000);

  it("refuses a player dropping an item on a teammate's screen, and a player's host action", async () => {
    const code = await race();
    const projector = await connect(code, bed.ana.token, null);
    const members = await seat(code, ['Gil', 'Hal', 'Ivy', 'Jo']);
    for (const m of members) m.autoplay = false;
    members[0]!.send('start');
    expect(await members[0]!.next('error')).toMatchObject({ status: 403, code: 'host_only' });
    projector.send('start');
    await projector.next('teams');
    projector.send('go');
    const fields = await Promise.all(members.map((m) => m.next('field')));
    const mateIndex = fields.findIndex((f, i) => i > 0 && f.team.index === fields[0]!.team.index);
    members[0]!.send('offer', { item: fields[mateIndex]!.hand[0] });
    expect(await members[0]!.next('error', 2)).toMatchObject({ status: 403, code: 'not_your_item' });
  }, 30_000);

  it('refuses a guest where accounts are required, a removed nickname, and joining a locked race; the projector list follows joins and removals (R-TEAM-14)', async () => {
    const accountsOnly = await race({ accountsOnly: true });
    expect(await gateway().join(accountsOnly, 'Guest', null)).toMatchObject({ ok: false, status: 401, code: 'team_race_accounts_only' });
    const code = await race();
    const projector = await connect(code, bed.ana.token, null);
    const joined = await gateway().join(code, 'Kim', null);
    if (!joined.ok) throw new Error(joined.error);
    const kimToken = joined.value.token;
    const kim = await connect(code, kimToken);
    const kimId = (await kim.next('welcome')).you;
    // R-TEAM-14: the projector's list follows a join and a removal.
    await expect.poll(() => projector.last('players')?.players.map((p) => p.name)).toEqual(['Kim']);
    projector.send('remove_player', { playerId: kimId.role === 'player' ? kimId.playerId : '' });
    await expect.poll(() => kim.bot.closeCode).toBe(4300);
    await expect.poll(() => projector.last('players')?.players).toEqual([]);
    expect(await gateway().join(code, 'KIM', null)).toMatchObject({ ok: false, status: 403, code: 'nickname_removed' });
    await expect(connect(code, kimToken)).rejects.toThrow();
    projector.send('lock', { locked: true });
    await expect.poll(() => projector.last('race')?.locked).toBe(true);
    expect(await gateway().join(code, 'Lou', null)).toMatchObject({ ok: false, status: 409, code: 'team_race_locked' });
  }, 30_000);
  it('batches the lobby: a hall filling at once is told the count and the host its list once a batch, not once a join', async () => {
    const code = await race();
    const projector = await connect(code, bed.ana.token, null);
    const names = Array.from({ length: 16 }, (_, i) => `Lobby${i}`);
    const members = await seat(code, names);
    for (const m of members) m.autoplay = false;
    await expect.poll(() => projector.last('players')?.players.filter((p) => p.connected).length).toBe(names.length);
    await expect.poll(() => members[0]!.last('race')?.playerCount ?? members[0]!.inbox.welcome?.[0]?.race.playerCount ?? 0).toBe(names.length);
    // 16 joins and 16 connections: one list (and one header to everyone) per change would be 32 of each.
    expect(projector.inbox.players?.length ?? 0).toBeLessThan(names.length);
    for (const m of members) expect(m.inbox.race?.length ?? 0).toBeLessThan(names.length);
  }, 30_000);
});
