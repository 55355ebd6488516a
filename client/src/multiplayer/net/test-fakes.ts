// Fakes for the connection's unit tests (not imported by the app): a manual clock and a scriptable transport.
import type { Timers } from '../../game/timeout';
import type { RoomSocket, RoomTransport } from './transport';

export class ManualTimers implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; run: () => void }>();

  setTimer = (run: () => void, ms: number): unknown => {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, run });
    return id;
  };

  clearTimer = (handle: unknown): void => {
    this.pending.delete(handle as number);
  };

  get pendingCount(): number {
    return this.pending.size;
  }

  /** Moves the clock on, running every timer that falls due (in order), then lets promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
      await flush();
    }
    this.now = end;
    await flush();
  }
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

export class FakeSocket implements RoomSocket {
  readonly sent: { type: string; payload: unknown }[] = [];
  left: boolean | null = null;
  state: unknown = undefined;
  private messageListeners: ((type: string, payload: unknown) => void)[] = [];
  private stateListeners: ((state: unknown) => void)[] = [];
  private leaveListeners: ((code: number) => void)[] = [];

  constructor(readonly reconnectionToken = 'ROOM01:seat') {}

  currentState = (): unknown => this.state;
  onMessage = (listener: (type: string, payload: unknown) => void): void => void this.messageListeners.push(listener);
  onStateChange = (listener: (state: unknown) => void): void => void this.stateListeners.push(listener);
  onLeave = (listener: (code: number) => void): void => void this.leaveListeners.push(listener);
  send = (type: string, payload?: unknown): void => void this.sent.push({ type, payload });
  leave = (consented: boolean): void => {
    this.left = consented;
  };

  /** The server sends a message. */
  message(type: string, payload: unknown): void {
    for (const l of this.messageListeners) l(type, payload);
  }

  patch(state: unknown): void {
    this.state = state;
    for (const l of this.stateListeners) l(state);
  }

  /** The connection closes with this code. */
  close(code: number): void {
    for (const l of this.leaveListeners) l(code);
  }
}

/** Joins succeed with a fresh socket; reconnects follow the script (a socket, or an error to throw). */
export class FakeTransport implements RoomTransport {
  readonly sockets: FakeSocket[] = [];
  readonly reconnects: { reconnectionToken: string; token: string }[] = [];
  readonly joins: { roomCode: string; token: string }[] = [];
  reconnectScript: (FakeSocket | Error)[] = [];

  join = async (roomCode: string, token: string): Promise<RoomSocket> => {
    this.joins.push({ roomCode, token });
    const socket = new FakeSocket();
    this.sockets.push(socket);
    return socket;
  };

  reconnect = async (reconnectionToken: string, token: string): Promise<RoomSocket> => {
    this.reconnects.push({ reconnectionToken, token });
    const next = this.reconnectScript.shift() ?? new Error('room gone');
    if (next instanceof Error) throw next;
    this.sockets.push(next);
    return next;
  };
}
