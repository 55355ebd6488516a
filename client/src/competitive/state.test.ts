import { LEFT_ROOM_NOTICE_MS, NOTICE_MS, PAIR_COUNT_SELECT_MS, TOPIC_VOTE_MS } from '@matchdrop/shared';
import type { CompetitiveServerMessages, ParticipantView } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { actionFor, competitiveReducer, initialState, isHost, type CompetitiveState } from './state';

const participant = (user_id: string, username: string, extra: Partial<ParticipantView> = {}): ParticipantView => ({
  id: `ROOM01-${user_id}`,
  user_id,
  username,
  ready: false,
  is_host: false,
  disconnected: false,
  connected: true,
  ...extra,
});
const ana = participant('1', 'ana', { is_host: true });
const ben = participant('2', 'ben');
const room = {
  id: 'ROOM01',
  roomCode: 'ROOM01',
  hostUserId: '1',
  dictionaryName: 'Animals',
  pairCount: 3,
  maxPlayers: 2,
  speed: 7,
  roundSeconds: 90,
  status: 'waiting' as const,
  participants: [ana],
};

/** The room's synchronized state as a snapshot action: a 2-player round in play, with `change` over it. */
const playingSnapshot = {
  roomCode: 'ROOM01',
  phase: 'playing',
  dictionaryName: 'Animals',
  pairCount: 3,
  maxPlayers: 2,
  speed: 5,
  roundSeconds: 60,
  roundNumber: 1,
  hostUserId: '1',
  participants: [
    { ...ana, progress: 0 },
    { ...ben, progress: 0 },
  ],
};
const snapshotOf = (change: Partial<typeof playingSnapshot>, now = 0) => ({ kind: 'snapshot' as const, now, snapshot: { ...playingSnapshot, ...change } });

function server<K extends keyof CompetitiveServerMessages>(state: CompetitiveState, type: K, payload: CompetitiveServerMessages[K], now = 0): CompetitiveState {
  return competitiveReducer(state, { kind: 'server', type, payload, now } as never);
}

const lobby = (me = '1') => server(initialState(me, room), 'player_joined', { userId: '2', username: 'ben', participants: [ana, ben], maxPlayers: 2 });

/** The server's deal: the round's items in field order (never its pairs). */
const dealt = { items: ['c', 'a', 'f', 'b', 'e', 'd'], initialPairs: 3, roundSeconds: 60, endsAt: 61_000, msLeft: 60_000 };

function playing(me = '1'): CompetitiveState {
  let s = lobby(me);
  for (const [count, label] of [
    [3, '3'],
    [2, '2'],
    [1, '1'],
    [0, 'GO!'],
  ] as const)
    s = server(s, 'game_countdown', { count, label });
  return server(s, 'game_started', { roundNumber: 1, seed: 9, pairCount: 3, ...dealt, startedAt: 1000, speed: 5 }, 500);
}

const progress = (userId: string, matched: number, correct: number, attempts: number) => ({ userId, matched, total: 3, correct, attempts });

describe('competitive state: lobby', () => {
  it('starts in the lobby with the room the REST call described, and follows joins, readiness and the host', () => {
    const s = lobby();
    expect(s.view).toBe('lobby');
    expect(s.participants.map((p) => p.username)).toEqual(['ana', 'ben']);
    expect(isHost(s)).toBe(true);
    const ready = server(s, 'player_ready_changed', { userId: '2', ready: true, disconnected: false, participants: [ana, { ...ben, ready: true }] });
    expect(ready.participants[1]?.ready).toBe(true);
    expect(isHost(lobby('2'))).toBe(false);
  });

  it("shows the server's error text (e.g. Start Game refused) until dismissed", () => {
    const s = server(lobby(), 'error', { message: 'All players must be ready before starting' });
    expect(s.error).toBe('All players must be ready before starting');
    expect(competitiveReducer(s, { kind: 'error_dismissed' }).error).toBeNull();
    // Once someone readies up or joins, a refusal about readiness or numbers is out of date.
    expect(server(s, 'player_ready_changed', { userId: '2', ready: true, disconnected: false, participants: [ana, ben] }).error).toBeNull();
  });

  it(`"X left the room" shows for ${LEFT_ROOM_NOTICE_MS} ms; a removal says so; the new host is taken over`, () => {
    const s = server(lobby('2'), 'player_left', { userId: '1', username: 'ana', removed: false, newHostId: '2', participants: [{ ...ben, is_host: true }] }, 100);
    expect(s.notices).toEqual([{ id: 1, text: 'ana left the room', expiresAt: 100 + LEFT_ROOM_NOTICE_MS }]);
    expect(isHost(s)).toBe(true);
    expect(competitiveReducer(s, { kind: 'notices_expired', now: 100 + LEFT_ROOM_NOTICE_MS - 1 }).notices).toHaveLength(1);
    expect(competitiveReducer(s, { kind: 'notices_expired', now: 100 + LEFT_ROOM_NOTICE_MS }).notices).toHaveLength(0);
    const removed = server(lobby(), 'player_left', { userId: '2', username: 'ben', removed: true, newHostId: '1', participants: [ana] });
    expect(removed.notices[0]?.text).toBe('ben was removed from the room');
  });

  it('keeps the lobby facts from the synchronized state', () => {
    const s = competitiveReducer(
      lobby(),
      snapshotOf({ phase: 'lobby', pairCount: 4, speed: 3, roundSeconds: 120, hostUserId: '2', participants: [{ ...ben, is_host: true, progress: 0 }] }),
    );
    expect(s.room).toMatchObject({ pairCount: 4, hostUserId: '2', speed: 3, roundSeconds: 120 });
    expect(s.participants).toEqual([{ ...ben, is_host: true }]);
  });
});

describe('competitive state: a round', () => {
  it("shows the countdown 3, 2, 1, GO!, then the game with the server's items and time limit; GO! clears when shown", () => {
    let s = server(lobby(), 'game_countdown', { count: 3, label: '3' });
    expect(s).toMatchObject({ view: 'countdown', countdown: '3' });
    s = playing();
    expect(s).toMatchObject({ view: 'playing', countdown: 'GO!' });
    expect(s.round).toMatchObject({ seed: 9, pairCount: 3, items: dealt.items, initialPairs: 3, matchedItems: [], receivedAt: 500, endsAt: 500 + 60_000 });
    expect(s.progress['2']).toMatchObject({ matched: 0, total: 3 });
    expect(competitiveReducer(s, { kind: 'countdown_shown' }).countdown).toBeNull();
  });

  it("scores this player's round from the server's verdicts: +2 correct, −1 wrong never below 0, streaks", () => {
    let s = playing();
    const verdict = (correct: boolean) => ({ item1: 'a', item2: 'b', correct });
    s = server(s, 'match_result', verdict(false));
    expect(s.mine.stats).toMatchObject({ score: 0, wrong: 1, streak: 0 });
    s = server(s, 'match_result', verdict(true));
    s = server(s, 'match_result', verdict(true));
    expect(s.mine.stats).toMatchObject({ score: 4, streak: 2, correct: 2 });
    s = server(s, 'match_result', verdict(false));
    expect(s.mine.stats).toMatchObject({ score: 3, streak: 0, bestStreak: 2 });
    // Progress updates move the bars only: the verdicts are the player's own.
    expect(server(s, 'player_progress_update', progress('1', 2, 2, 4)).mine).toEqual(s.mine);
  });

  it("moves the opponents' progress bars and marks who finished or quit (quitting is a 3-s notice)", () => {
    let s = server(playing(), 'player_progress_update', progress('2', 2, 2, 2));
    expect(s.progress['2']).toMatchObject({ matched: 2, total: 3 });
    expect(s.mine.attempts).toBe(0);
    s = server(s, 'player_quit_game', { userId: '2', username: 'ben' }, 50);
    expect(s.progress['2']?.quit).toBe(true);
    expect(s.notices).toEqual([{ id: 1, text: 'ben quit the game', expiresAt: 50 + NOTICE_MS }]);
  });

  it("takes this player's finishing time from the server", () => {
    const s = server(playing(), 'player_completed', {
      user_id: '1',
      username: 'ana',
      completion_time: 12345,
      accuracy: 100,
      score: 4000,
      finished: true,
      timed_out: false,
      correct: 3,
      attempts: 3,
    });
    expect(s.mine.completionTime).toBe(12345);
    expect(s.progress['1']?.finished).toBe(true);
  });

  it('R-PIC-20: keeps the language of each dealt item when the game has side languages, and none without', () => {
    const itemLanguages = dealt.items.map((_, i) => (i % 2 ? 'fr' : 'en'));
    const start = (more: object) =>
      server(
        server(lobby(), 'game_countdown', { count: 0, label: 'GO!' }),
        'game_started',
        { roundNumber: 1, seed: 9, pairCount: 3, ...dealt, msLeft: 20_000, startedAt: 1000, speed: 5, ...more },
        900,
      );
    expect(start({ itemLanguages }).round?.itemLanguages).toEqual(itemLanguages);
    expect(start({}).round).not.toHaveProperty('itemLanguages');
  });

  it('a resumed round (reconnection) keeps the score and starts from the matched items, without a countdown', () => {
    let s = server(competitiveReducer(playing(), { kind: 'countdown_shown' }), 'match_result', { item1: 'a', item2: 'b', correct: true });
    s = server(s, 'game_started', { roundNumber: 1, seed: 9, pairCount: 3, ...dealt, msLeft: 20_000, startedAt: 1000, speed: 5, matchedItems: ['a', 'b'] }, 900);
    expect(s.round?.matchedItems).toEqual(['a', 'b']);
    expect(s.round?.items).toEqual(dealt.items);
    expect(s.round?.endsAt).toBe(900 + 20_000);
    expect(s.mine.stats.score).toBe(2);
    expect(s.countdown).toBeNull();
    expect(s.progress['1']?.matched).toBe(1);
  });

  it('a reloaded page takes its score so far from the resumed round', () => {
    const fresh = server(lobby(), 'game_countdown', { count: 0, label: 'GO!' });
    const stats = { score: 3, streak: 0, bestStreak: 2, correct: 2, wrong: 1 };
    const s = server(
      fresh,
      'game_started',
      { roundNumber: 1, seed: 9, pairCount: 3, ...dealt, startedAt: 1000, speed: 5, matchedItems: ['a', 'b', 'c', 'd'], mine: { stats, attempts: 3 } },
      900,
    );
    expect(s.mine).toEqual({ stats, correct: 2, attempts: 3, completionTime: null });
  });

  it('shows the results when the server ends the round', () => {
    const currentRound = [
      { user_id: '1', username: 'ana', completion_time: 5000, accuracy: 100, score: 4750, finished: true, timed_out: false, placement: 1, correct: 3, attempts: 3 },
    ];
    const cumulative = [{ user_id: '1', username: 'ana', cumulative_placement: 1, rounds_played: 1, total_score: 4750, total_correct: 3, total_attempts: 3 }];
    const s = server(playing(), 'game_ended', { roundNumber: 1, currentRound, cumulative, timedOut: false });
    expect(s.view).toBe('results');
    expect(s.results).toEqual({ roundNumber: 1, currentRound, cumulative, timedOut: false });
  });
});

describe('competitive state: between rounds', () => {
  const results = () => server(playing(), 'game_ended', { roundNumber: 1, currentRound: [], cumulative: [], timedOut: false });

  it('Start Another Round opens the waiting room for this player only; others waiting show a 3-s notice', () => {
    let s = competitiveReducer(results(), { kind: 'entered_waiting_room' });
    expect(s.view).toBe('waiting_room');
    s = server(s, 'waiting_room_update', { players: [{ userId: '1', username: 'ana' }], totalPlayers: 2, hostId: '1' });
    expect(s.waitingRoom.players).toHaveLength(1);
    expect(competitiveReducer(s, { kind: 'back_to_results' }).view).toBe('results');
    const other = server(results(), 'another_round_waiting', { userId: '2', username: 'ben' }, 10);
    expect(other.notices[0]).toEqual({ id: 1, text: 'ben is waiting for another round', expiresAt: 10 + NOTICE_MS });
    expect(server(results(), 'another_round_waiting', { userId: '1', username: 'ana' }).notices).toEqual([]);
  });

  it('voting: a proposal with its 15-s countdown, approvals, a decline naming who declined, a cancellation', () => {
    let s = server(results(), 'proceed_to_topics', { totalPlayers: 2 });
    expect(s.view).toBe('topic_selection');
    s = server(
      s,
      'topic_proposed',
      {
        proposerId: '2',
        proposerName: 'ben',
        topicName: 'Countries',
        pairTotal: 12,
        samplePairs: [['France', 'Paris']],
        voteEndsAt: 0,
        totalPlayers: 2,
        approvals: 1,
        rejections: 0,
      },
      1000,
    );
    expect(s.proposal).toMatchObject({
      proposerName: 'ben',
      topicName: 'Countries',
      pairTotal: 12,
      samplePairs: [['France', 'Paris']],
      voters: ['2'],
      endsAt: 1000 + TOPIC_VOTE_MS,
    });
    const approved = server(s, 'topic_approval', { userId: '1', username: 'ana', auto: false, totalPlayers: 2, approvals: 2, rejections: 0 });
    expect(approved.proposal).toMatchObject({ approvals: 2, voters: ['2', '1'] });
    const declined = server(s, 'topic_rejection', { userId: '1', username: 'ana', proposerId: '2', topicName: 'Countries', totalPlayers: 2, approvals: 1, rejections: 1 });
    expect(declined.proposal).toBeNull();
    expect(declined.declined).toEqual({ username: 'ana', topicName: 'Countries' });
    const cancelled = server(s, 'proposal_cancelled', { proposerId: '2', topicName: 'Countries', reason: 'proposer_left' }, 5);
    expect(cancelled.proposal).toBeNull();
    expect(cancelled.notices[0]?.text).toBe('The proposal of Countries was cancelled');
  });

  it('an approved topic changes the topic and host and opens the 5-s pair-count choice; the choice opens the next lobby', () => {
    let s = server(results(), 'proceed_to_topics', { totalPlayers: 2 });
    s = server(
      s,
      'topic_approved',
      { topicName: 'Countries', pairTotal: 12, samplePairs: [['France', 'Paris']], newHostId: '2', pairCountMin: 3, pairCountMax: 12, previousPairCount: 3, selectEndsAt: 0 },
      2000,
    );
    expect(s.view).toBe('pair_count');
    expect(s.pairCountChoice).toEqual({ hostId: '2', topicName: 'Countries', min: 3, max: 12, previous: 3, endsAt: 2000 + PAIR_COUNT_SELECT_MS });
    expect(s.room).toMatchObject({ gameName: 'Countries', hostUserId: '2' });
    expect(isHost(s)).toBe(false);
    s = server(s, 'pair_count_selected', { pairCount: 5, auto: false, roundNumber: 2, hostId: '2', participants: [ana, { ...ben, is_host: true }] });
    expect(s).toMatchObject({ view: 'lobby', results: null, round: null, pairCountChoice: null });
    expect(s.room).toMatchObject({ pairCount: 5, roundNumber: 2, hostUserId: '2' });
    expect(s.mine.stats.score).toBe(0);
  });

  it("turns the connection's events into actions stamped with the local clock", () => {
    expect(actionFor({ type: 'error', payload: { message: 'x' } }, 7)).toEqual({ kind: 'server', type: 'error', payload: { message: 'x' }, now: 7 });
    expect(actionFor({ type: 'status', payload: { state: 'connected' } }, 7)).toEqual({ kind: 'status', status: { state: 'connected' } });
  });

  it('keeps the connection status for the screens', () => {
    const s = competitiveReducer(lobby(), { kind: 'status', status: { state: 'reconnecting', attempt: 2, attempts: 5 } });
    expect(s.connection).toEqual({ state: 'reconnecting', attempt: 2, attempts: 5 });
  });
});

describe('competitive state: back in a running round', () => {
  it('watches a round that runs without this player (a rejoin after the window), then plays the next', () => {
    let s = server(lobby('2'), 'round_in_progress', { roundNumber: 1, pairCount: 3, msLeft: 30_000 }, 100);
    expect(s.view).toBe('watching');
    expect(s.watching).toEqual({ roundNumber: 1, pairCount: 3, endsAt: 30_100 });
    s = server(s, 'game_ended', { roundNumber: 1, currentRound: [], cumulative: [], timedOut: true });
    expect(s).toMatchObject({ view: 'results', watching: null });
  });
});

describe('competitive state: an opponent drops and comes back', () => {
  const snapshot = (disconnected: boolean) =>
    snapshotOf(
      {
        participants: [
          { ...ana, progress: 0 },
          { ...ben, disconnected, connected: !disconnected, progress: 1 },
        ],
      },
      100,
    );

  it("tells the others 'X disconnected', then 'X is back', during a round", () => {
    let s = competitiveReducer(playing(), snapshot(true));
    expect(s.notices.map((n) => n.text)).toEqual(['ben disconnected']);
    s = competitiveReducer(s, snapshot(false));
    expect(s.notices.map((n) => n.text)).toEqual(['ben disconnected', 'ben is back']);
    expect(competitiveReducer(s, snapshot(false)).notices).toHaveLength(2);
  });

  it('leaves the lobby to its participant cards', () => {
    expect(competitiveReducer(lobby(), snapshot(true)).notices).toEqual([]);
  });
});

describe('competitive state: rejoining between rounds', () => {
  const snapshot = (phase: string) => snapshotOf({ phase });

  it('goes to the waiting room after the results, or to the topic vote, instead of the lobby', () => {
    expect(competitiveReducer(lobby('2'), snapshot('results')).view).toBe('waiting_room');
    expect(competitiveReducer(lobby('2'), snapshot('waiting_room')).view).toBe('waiting_room');
    expect(competitiveReducer(lobby('2'), snapshot('topic_selection')).view).toBe('topic_selection');
    expect(competitiveReducer(lobby('2'), snapshot('lobby')).view).toBe('lobby');
  });
});
