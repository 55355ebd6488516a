/**
 * The live channel from the API (GET /api/events, server-sent events): read with fetch so the bearer
 * token goes in a header, never in the address. It reconnects after a drop; while it is down the badge
 * falls back to polling. A refusal (401: logged out, or suspended) ends it for good: the caller then asks
 * the API once through the normal client, whose 401 handling shows the reason.
 */

export interface ServerEvent {
  type: string;
  data: unknown;
}

/** The window event that hands every live event on to the screens that want one (useLiveEvent): one stream per tab. */
export const LIVE_EVENT = 'matchdrop:live-event';

/** Splits complete events off the front of an event-stream text; `rest` is the unfinished tail. */
export function parseEventStream(text: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // a heartbeat comment
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    let parsed: unknown = data.join('\n');
    try {
      parsed = JSON.parse(parsed as string);
    } catch {
      // Plain text data stays text.
    }
    events.push({ type, data: parsed });
  }
  return { events, rest };
}

export interface LiveEventHandlers {
  onEvent(event: ServerEvent): void;
  /** The stream is up (true) or down (false): the caller polls while it is down. */
  onConnected(connected: boolean): void;
  /** The API refused the stream (401): the session is over. */
  onRefused(): void;
}

const LIVE_RETRY_MS = 3_000;

export function openLiveEvents(token: string, handlers: LiveEventHandlers, fetchImpl: typeof fetch = fetch): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    abort = new AbortController();
    let connected = false;
    try {
      const response = await fetchImpl('/api/events', { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: abort.signal });
      if (response.status === 401) {
        stopped = true;
        handlers.onRefused();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
      connected = true;
      handlers.onConnected(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = parseEventStream(buffer + value);
        buffer = rest;
        for (const event of events) handlers.onEvent(event);
      }
    } catch {
      // A drop, an abort, a server away: reconnect below unless stopped.
    }
    if (connected) handlers.onConnected(false);
    if (!stopped) retry = setTimeout(() => void connect(), LIVE_RETRY_MS);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    abort?.abort();
  };
}
