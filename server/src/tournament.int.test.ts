import { captureLogger, jsonClient, registerAccount } from '@matchdrop/api/testing';
import { disposeLocalRoom, RaceMember, TournamentBot } from '@matchdrop/game-server/testing';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { findBuiltinGame, teamPodium, teamRaceReportCsv, tournamentResultsCsv } from '@matchdrop/shared';
import type {
  CreateTeamRaceResponse,
  GetTeamRaceResponse,
  GetTournamentResponse,
  JoinTeamRaceResponse,
  MyTeamRacesResponse,
  JoinTournamentResponse,
  TournamentSummary,
  TournamentView,
} from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

const GAME = findBuiltinGame('animals');

/** A whole tournament against the composed server: REST seats, websocket heats judged by the server, the results file. */
describe.each(await testBackends())('a tournament in the composed server on %s', (kind) => {
  let testDb: TestDbHandle | undefined;
  let dirs: TestDirs;
  let running: RunningServer;
  let base: string;
  const bots: TournamentBot[] = [];
  const members: RaceMember[] = [];

  beforeAll(async () => {
    dirs = await testDirs('tournament');
    const env: Record<string, string> = { ...inProcessServerEnv(dirs), ADMIN_PASSWORD: 'secret1' };
    if (kind === 'postgres') {
      testDb = await openTestDatabase('postgres');
      env.DATABASE_URL = testDb.databaseUrl!;
    }
    running = await startServer(parseConfig(env), { logger: captureLogger().logger });
    base = `http://127.0.0.1:${running.port}`;
  });

  afterAll(async () => {
    // A room the test ended has closed its connections: they have nothing to leave.
    await Promise.all([...bots, ...members.map((m) => m.bot)].map((b) => (b.closeCode === null ? b.leave() : undefined)));
    await running?.close();
    await testDb?.close();
    await dirs.remove();
  });

  const client = () => jsonClient(base);
  const register = async (prefix: string) => (await registerAccount(client(), prefix)).token;
  const post = (path: string, body: unknown, token?: string) => client().post(path, body, { token });

  async function seat(code: string, nickname: string, account?: string): Promise<TournamentBot> {
    const res = await post(`/api/tournaments/${code}/join`, account ? {} : { nickname }, account);
    expect(res.status).toBe(200);
    const { token } = res.body as JoinTournamentResponse;
    const bot = await new TournamentBot(base, token, GAME?.data ?? {}).join(code);
    bots.push(bot);
    return bot;
  }

  it('runs 11 players over 3 rounds: late joiners, one who never connects, a player dropping and coming back, a duplicate nickname refused; REST and the CSV are the standings, REST a page of them (R-TOURN-6)', async () => {
    const hostToken = await register('th');
    const bad = await post('/api/tournaments', { gameType: 'builtin', gameId: 'animals', pairCount: 3, heatSize: 5 }, hostToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Heat size/);
    expect((await post('/api/tournaments', { gameType: 'builtin', gameId: 'animals', pairCount: 3 })).status).toBe(401);

    const created = await post('/api/tournaments', { gameType: 'builtin', gameId: 'animals', pairCount: 3, rounds: 3, heatSize: 4, roundSeconds: 60 }, hostToken);
    expect(created.status).toBe(201);
    const { tournament } = created.body as { tournament: TournamentView };
    expect(tournament).toMatchObject({ status: 'lobby', joinUrl: `/t/${tournament.code}`, rounds: 3, heatSize: 4, standings: [] });
    const code = tournament.code;

    const host = await new TournamentBot(base, hostToken, null).join(code);
    bots.push(host);
    expect((await host.next('welcome')).you).toEqual({ role: 'host' });

    // Hal plays with an account: no nickname needed, the username is the name.
    const hal = await registerAccount(client(), 'hal');
    const players = await Promise.all(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'].map((n) => seat(code, n)));
    players.push(await seat(code, '', hal.token));
    expect((await players[7]!.next('welcome')).you).toMatchObject({ role: 'player', name: hal.username });
    const dup = await post(`/api/tournaments/${code}/join`, { nickname: 'aNN' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'That nickname is taken in this tournament', code: 'nickname_taken' });
    expect((await post('/api/tournaments/ZZZZZZ/join', { nickname: 'Zed' })).status).toBe(404);
    // Nia takes a seat and never connects: she sits out every round, in the standings with 0 (issue 33).
    expect((await post(`/api/tournaments/${code}/join`, { nickname: 'Nia' })).status).toBe(200);

    // A player may not press Start.
    players[0]?.send('start');
    expect((await players[0]!.next('error')).status).toBe(403);

    host.send('start');
    const round1 = await host.next('round_ended', 1);
    expect(round1.round).toBe(1);
    expect(round1.results.filter((r) => !r.satOut)).toHaveLength(8);
    // 8 players in heats of 4: two heats of 4, same items for all.
    const heats1 = await Promise.all(players.map((p) => p.next('heat_started', 1)));
    expect(new Set(heats1.map((h) => h.heat)).size).toBe(2);
    expect(new Set(heats1.map((h) => JSON.stringify(h.items))).size).toBe(1);

    const late = await Promise.all(['Ivy', 'Jo'].map((n) => seat(code, n)));
    expect((await late[0]!.next('welcome')).tournament.status).toBe('between_rounds');

    // Round 2: Bob drops mid-heat and comes back within 30 s into the same heat.
    const bob = players[1]!;
    bob.autoplay = false;
    host.send('next_round');
    const bobHeat = await bob.next('heat_started', 2);
    const token = bob.room.reconnectionToken;
    await bob.drop();
    await new Promise((r) => setTimeout(r, 300));
    bob.autoplay = true;
    await bob.reconnect(token);
    const resumed = await bob.next('heat_started', 3);
    expect(resumed.heat).toBe(bobHeat.heat);
    expect(resumed.round).toBe(2);
    const round2 = await host.next('round_ended', 2);
    expect(round2.results.filter((r) => !r.satOut)).toHaveLength(10);
    expect(round2.results.find((r) => r.name === 'Bob')).toMatchObject({ finished: true, correct: 3 });

    host.send('next_round');
    const finished = await host.next('finished');
    // Everyone placed 1st to 3rd, ties included (R-TOURN-2): three players or more.
    expect(finished.podium).toEqual(finished.standings.filter((r) => r.place <= 3));
    expect(finished.podium.length).toBeGreaterThanOrEqual(3);
    expect(finished.standings).toHaveLength(11);
    expect(finished.standings.find((r) => r.name === 'Ivy')?.roundsPlayed).toBe(2);
    expect(finished.standings.at(-1)).toMatchObject({ name: 'Nia', totalScore: 0, totalAttempts: 0, roundsPlayed: 0 });
    expect(finished.standings.find((r) => r.name === 'Ann')?.roundsPlayed).toBe(3);

    const other = await register('to');
    const forbidden = await fetch(`${base}/api/tournaments/${code}/results.csv`, { headers: { authorization: `Bearer ${other}` } });
    expect(forbidden.status).toBe(403);
    const csv = await fetch(`${base}/api/tournaments/${code}/results.csv`, { headers: { authorization: `Bearer ${hostToken}` } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const csvText = await csv.text();
    expect(csvText).toBe(tournamentResultsCsv(finished.standings));
    // A header line and one per seated player; Nia's accuracy is left empty (R-TOURN-3).
    expect(csvText.trimEnd().split('\r\n')).toHaveLength(12);
    expect(csvText).toMatch(/\r\n\d+,Nia,0,0,0,0,,0\.0\r\n$/);

    const view = (await (await fetch(`${base}/api/tournaments/${code}`)).json()) as GetTournamentResponse;
    expect(view.tournament.status).toBe('finished');
    expect(view.tournament.standings).toEqual(finished.standings);
    expect(view).toMatchObject({ standingsTotal: 11, myStanding: null });

    // R-TOURN-6: a page of the standings, with the total and the caller's own row wherever it stands.
    const ann = players[0]!;
    const annRow = finished.standings.find((r) => r.name === 'Ann');
    const page = async (query: string, seatToken?: string) =>
      (await fetch(`${base}/api/tournaments/${code}${query}`, { headers: seatToken ? { 'x-tournament-token': seatToken } : {} })).json() as Promise<GetTournamentResponse>;
    const middle = await page('?offset=2&limit=3', ann.token);
    expect(middle.tournament.standings).toEqual(finished.standings.slice(2, 5));
    expect(middle).toMatchObject({ standingsTotal: 11, myStanding: annRow });
    expect((await page('?offset=20')).tournament.standings).toEqual([]);
    expect((await client().get(`/api/tournaments/${code}?limit=501`)).body).toMatchObject({ code: 'invalid_input', error: 'limit must be at most 500' });
    expect((await client().get(`/api/tournaments/${code}?offset=-1`)).status).toBe(400);
    // Once the room is gone the stored tournament pages the same way, its players those of the page's rows.
    await disposeLocalRoom(code);
    const stored = await page('?limit=4', ann.token);
    expect(stored.tournament.standings).toEqual(finished.standings.slice(0, 4));
    expect(stored.tournament.players.map((p) => p.id)).toEqual(finished.standings.slice(0, 4).map((r) => r.playerId));
    expect(stored).toMatchObject({ standingsTotal: 11, myStanding: annRow });
    expect((await page('')).tournament.standings).toEqual(finished.standings);

    // The host's dashboard lists it once the row has caught up.
    let mine: TournamentSummary[] = [];
    for (let i = 0; i < 20 && mine[0]?.status !== 'finished'; i++) {
      mine = ((await (await fetch(`${base}/api/tournaments/mine`, { headers: { authorization: `Bearer ${hostToken}` } })).json()) as { tournaments: TournamentSummary[] })
        .tournaments;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine[0]).toMatchObject({ code, status: 'finished', playerCount: 11, winner: finished.podium[0]?.name });

    // The account's rounds count in its history like other competitive rounds; guests leave no game sessions.
    const sessions = await running.db.db.selectFrom('game_sessions').select(['user_id', 'mode']).where('room_code', '=', code).execute();
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions.map((s) => s.mode))).toEqual(new Set(['competitive']));
    const rows = await running.db.db
      .selectFrom('tournament_results as r')
      .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
      .select('r.round')
      .where('t.code', '=', code)
      .where('r.player_name', '=', 'Ann')
      .execute();
    expect(rows).toHaveLength(3);
  }, 60_000);

  it('lets a hall behind one address join, limits one account, and says the cap (TOURNAMENT_PLAYERS_MAX)', async () => {
    const hostToken = await register('hall');
    const created = await post('/api/tournaments', { gameType: 'builtin', gameId: 'animals', pairCount: 3 }, hostToken);
    const { code, playersMax } = (created.body as { tournament: TournamentView }).tournament;
    expect(playersMax).toBe(2_000);
    // More joins from 127.0.0.1 than any account or login limit lets through: every one seated.
    const joins = await Promise.all(Array.from({ length: 80 }, (_, i) => post(`/api/tournaments/${code}/join`, { nickname: `hall ${i}` })));
    expect(joins.map((r) => r.status)).toEqual(joins.map(() => 200));
    const view = (await client().get(`/api/tournaments/${code}`)).body as { tournament: TournamentView };
    expect(view.tournament.playerCount).toBe(80);
    // What anyone with the code reads is a page of names, not the hall.
    expect(view.tournament.players.length).toBeLessThan(80);
    // One account joining again and again (a reload loop, a script) is stopped.
    const account = await register('loop');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(`/api/tournaments/${code}/join`, {}, account)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  // Issue 36: the team race's REST calls on the same composed server (its play is covered in game-server's race tests).
  it("serves the team race: create (logged in, settings checked), guests join by nickname, the report is the host's alone", async () => {
    const hostToken = await register('rh');
    const settings = { gameType: 'builtin', gameId: 'animals', pairCount: 4, teamSize: 2 };
    expect((await post('/api/team-races', settings)).status).toBe(401);
    expect((await post('/api/team-races', { ...settings, teamSize: 5 }, hostToken)).status).toBe(400);
    const created = await post('/api/team-races', settings, hostToken);
    expect(created.status).toBe(201);
    const { code, joinUrl, goal } = (created.body as CreateTeamRaceResponse).race;
    expect(joinUrl).toBe(`/r/${code}`);
    expect(goal).toBe(4);
    expect((await post(`/api/team-races/${code}/join`, { nickname: 'Ann' })).status).toBe(200);
    expect((await post(`/api/team-races/${code}/join`, { nickname: ' ANN ' })).body.code).toBe('race_nickname_taken');
    expect(((await client().get(`/api/team-races/${code}`)).body as GetTeamRaceResponse).race.playerCount).toBe(1);
    const report = (token: string) => fetch(`${base}/api/team-races/${code}/report.csv`, { headers: { authorization: `Bearer ${token}` } });
    expect((await report(await register('ro'))).status).toBe(403);
    const csv = await report(hostToken);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toBe('student,attempts,correct,accuracy,rounds won\r\nAnn,0,0,,0\r\n');
    const closed = (await post('/api/team-races', { ...settings, accountsOnly: true }, hostToken)).body as CreateTeamRaceResponse;
    expect((await post(`/api/team-races/${closed.race.code}/join`, { nickname: 'Bob' })).body.code).toBe('team_race_accounts_only');
  });

  it("R-TEAM-11: a finished team race outlives its room: the stored race, its report (host only) and the host's list", async () => {
    const hostToken = await register('rs');
    const created = await post('/api/team-races', { gameType: 'builtin', gameId: 'animals', pairCount: 3, rounds: 1, teamSize: 2, goal: 2 }, hostToken);
    const { code } = (created.body as CreateTeamRaceResponse).race;
    const connect = async (token: string, key: Record<string, string> | null) => {
      const member = await new RaceMember(base, token, key).join(code);
      members.push(member);
      return member;
    };
    const projector = await connect(hostToken, null);
    for (const nickname of ['Ada', 'Ben', 'Cat', 'Dan']) {
      const joined = await post(`/api/team-races/${code}/join`, { nickname });
      await connect((joined.body as JoinTeamRaceResponse).token, GAME?.data ?? {});
    }
    projector.send('start');
    await projector.next('teams');
    projector.send('go');
    const finished = await projector.next('finished', 1, 30_000);
    const csvOf = (token: string) => fetch(`${base}/api/team-races/${code}/report.csv`, { headers: { authorization: `Bearer ${token}` } });
    const liveCsv = await (await csvOf(hostToken)).text();
    expect(liveCsv).toBe(teamRaceReportCsv(finished.report?.students ?? []));

    // The row lands after the last round's plays; then the room goes, as its 10-minute linger would end it.
    const mine = async (query = '') => (await client().get(`/api/team-races/mine${query}`, { token: hostToken })).body as MyTeamRacesResponse;
    await expect.poll(async () => (await mine()).total, { timeout: 10_000 }).toBe(1);
    await disposeLocalRoom(code);
    expect((await post(`/api/team-races/${code}/join`, { nickname: 'Eve' })).status).toBe(404);

    const stored = (await client().get(`/api/team-races/${code}`)).body as GetTeamRaceResponse;
    expect(stored.race).toMatchObject({
      code,
      status: 'finished',
      round: 1,
      rounds: 1,
      teamSize: 2,
      goal: 2,
      pairCount: 3,
      playerCount: 4,
      gameName: GAME?.name,
      players: [],
      teams: [],
    });
    expect(stored.race.standings).toEqual(finished.standings);
    expect(teamPodium(stored.race.standings)).toEqual(finished.podium);
    expect((await csvOf(await register('rn'))).status).toBe(403);
    expect((await csvOf(hostToken)).status).toBe(200);
    expect(await (await csvOf(hostToken)).text()).toBe(liveCsv);
    expect((await mine()).races).toEqual([expect.objectContaining({ code, gameName: GAME?.name, rounds: 1, teamSize: 2, playerCount: 4, podium: finished.podium })]);
    expect((await mine('?offset=1')).races).toEqual([]);
    expect((await client().get('/api/team-races/mine?limit=101', { token: hostToken })).status).toBe(400);
    expect((await client().get('/api/team-races/mine')).status).toBe(401);
    expect((await client().get('/api/team-races/ZZZZZZ')).status).toBe(404);
  }, 60_000);
});
