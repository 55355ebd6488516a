import { describe, expect, it } from 'vitest';
import { parseEventStream } from './live-events';

describe('parseEventStream', () => {
  it('reads typed JSON events, skips heartbeat comments and keeps an unfinished tail', () => {
    const { events, rest } = parseEventStream('retry: 3000\n\nevent: ready\ndata: {}\n\n: ping\n\nevent: unread\ndata: {"type":"unread"}\n\nevent: susp');
    expect(events).toEqual([
      { type: 'ready', data: {} },
      { type: 'unread', data: { type: 'unread' } },
    ]);
    expect(rest).toBe('event: susp');
  });

  it('continues from the tail once the rest arrives', () => {
    const first = parseEventStream('event: suspended\ndata: {"type":"suspended",');
    expect(first.events).toEqual([]);
    const second = parseEventStream(`${first.rest}"reason":"Spam"}\n\n`);
    expect(second.events).toEqual([{ type: 'suspended', data: { type: 'suspended', reason: 'Spam' } }]);
  });
});
