import { TOURNAMENT_CLOSE_CODES } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { FakeSocket, ManualTimers } from '../../multiplayer/net/test-fakes';
import type { TournamentEvent } from '../live-state';
import { FIRST_JOIN_TIMEOUT_MS } from './live-link';
import { TournamentLink } from './tournament-link';

function setup(script: (FakeSocket | Error)[] = []) {
  const timers = new ManualTimers();
  const joins: { code: string; token: string }[] = [];
  const sockets: FakeSocket[] = [];
  const join = async (code: string, token: string) => {
    joins.push({ code, token });
    const next = script.shift() ?? new FakeSocket();
    if (next instanceof Error) throw next;
    sockets.push(next);
    return next;
  };
  const link = new TournamentLink('ABC234', 'signed', { join, timers, now: () => timers.now });
  const events: TournamentEvent[] = [];
  link.on((event) => events.push(event));
  const statuses = () => events.filter((e) => e.type === 'connection').map((e) => e.payload);
  return { timers, joins, sockets, link, events, statuses };
}

describe('tournament link', () => {
  it('joins with the token and passes the room messages on with their arrival time', async () => {
    const { link, joins, sockets, events, timers } = setup();
    await link.open();
    expect(joins).toEqual([{ code: 'ABC234', token: 'signed' }]);
    timers.now = 42;
    sockets[0]!.message('lobby', { playerCount: 0, players: [] });
    sockets[0]!.message('something_newer', {});
    expect(events.filter((e) => e.type !== 'connection')).toEqual([{ type: 'lobby', payload: { playerCount: 0, players: [] }, at: 42 }]);
  });

  it('sends the host and player messages by name', async () => {
    const { link, sockets } = setup();
    await link.open();
    link.send('start', undefined);
    link.send('match_attempt', { item1: 'cat', item2: 'chat' });
    expect(sockets[0]!.sent).toEqual([
      { type: 'start', payload: undefined },
      { type: 'match_attempt', payload: { item1: 'cat', item2: 'chat' } },
    ]);
  });

  it('after a drop, joins again with the same token every second until it is back in', async () => {
    const { link, joins, sockets, statuses, timers } = setup([new FakeSocket(), new Error('not yet'), new FakeSocket()]);
    await link.open();
    sockets[0]!.close(1006);
    expect(statuses().at(-1)).toEqual({ state: 'reconnecting', since: 0 });
    await timers.advance(1_000);
    await timers.advance(1_000);
    expect(joins).toHaveLength(3);
    expect(statuses().at(-1)).toEqual({ state: 'connected' });
    // Messages of the new connection arrive; the old one is not listened to any more.
    sockets[1]!.message('error', { message: 'x', status: 400 });
    sockets[0]!.close(1006);
    expect(statuses().at(-1)).toEqual({ state: 'connected' });
  });

  it('gives up after the 30 s the server keeps the seat', async () => {
    const { link, sockets, statuses, timers } = setup([new FakeSocket(), ...Array.from({ length: 40 }, () => new Error('gone'))]);
    await link.open();
    sockets[0]!.close(1006);
    await timers.advance(29_000);
    expect(statuses().at(-1)?.state).toBe('reconnecting');
    await timers.advance(2_000);
    expect(statuses().at(-1)).toEqual({ state: 'ended', reason: 'lost' });
    expect(timers.pendingCount).toBe(0);
  });

  it('still gives up after 30 s when a join to get back never answers', async () => {
    const timers = new ManualTimers();
    const first = new FakeSocket();
    const late = new FakeSocket();
    let answer: ((socket: FakeSocket) => void) | null = null;
    let joins = 0;
    const join = (): Promise<FakeSocket> => (joins++ === 0 ? Promise.resolve(first) : new Promise((resolve) => (answer = resolve)));
    const link = new TournamentLink('ABC234', 'signed', { join, timers, now: () => timers.now });
    const statuses: unknown[] = [];
    link.on((event) => event.type === 'connection' && statuses.push(event.payload));
    await link.open();
    first.close(1006);
    await timers.advance(29_000);
    expect(statuses.at(-1)).toMatchObject({ state: 'reconnecting' });
    // One join at a time: the hung one is not piled on every second.
    expect(joins).toBe(2);
    await timers.advance(1_000);
    expect(statuses.at(-1)).toEqual({ state: 'ended', reason: 'lost' });
    expect(timers.pendingCount).toBe(0);
    // The hung join answers at last: that seat is given back rather than left open.
    answer!(late);
    await timers.advance(0);
    expect(late.left).toBe(true);
  });

  it('a first join that never answers is refused in time, and its late answer is left', async () => {
    const timers = new ManualTimers();
    const late = new FakeSocket();
    let answer: ((socket: FakeSocket) => void) | null = null;
    const join = () => new Promise<FakeSocket>((resolve) => (answer = resolve));
    const link = new TournamentLink('ABC234', 'signed', { join, timers, now: () => timers.now });
    const opened = link.open();
    const refused = expect(opened).rejects.toThrow();
    await timers.advance(FIRST_JOIN_TIMEOUT_MS);
    await refused;
    answer!(late);
    await timers.advance(0);
    expect(late.left).toBe(true);
    expect(timers.pendingCount).toBe(0);
  });

  it('ends for good when the host removes the player or another tab takes the seat', async () => {
    for (const [code, reason] of [
      [TOURNAMENT_CLOSE_CODES.removed, 'removed'],
      [TOURNAMENT_CLOSE_CODES.replaced, 'replaced'],
    ] as const) {
      const { link, sockets, statuses, timers } = setup();
      await link.open();
      sockets[0]!.close(code);
      expect(statuses().at(-1)).toEqual({ state: 'ended', reason });
      expect(timers.pendingCount).toBe(0);
    }
  });

  it('leaving says goodbye and does not come back', async () => {
    const { link, sockets, statuses, timers } = setup();
    await link.open();
    link.leave();
    expect(sockets[0]!.left).toBe(true);
    sockets[0]!.close(1000);
    expect(statuses().at(-1)).toEqual({ state: 'ended', reason: 'left' });
    expect(timers.pendingCount).toBe(0);
  });
});
