/**
 * The slice of a Colyseus room the competitive client uses, so the connection's policy (reconnects, disposal,
 * message routing) is tested against a fake and only colyseus-transport.ts touches the SDK.
 */
export interface RoomSocket {
  /** The SDK's `roomId:token` string that lets this seat be taken back after a drop. */
  readonly reconnectionToken: string;
  /** Every server message, by name. */
  onMessage(listener: (type: string, payload: unknown) => void): void;
  /** The synchronized room state as it is now (undefined before the first state arrives). */
  currentState(): unknown;
  /** The synchronized room state, after each patch. */
  onStateChange(listener: (state: unknown) => void): void;
  /** The connection ended, with the websocket close code. */
  onLeave(listener: (code: number) => void): void;
  send(type: string, payload?: unknown): void;
  /** consented: a goodbye the server treats as leaving the room (no seat kept). */
  leave(consented: boolean): void;
}

export interface RoomTransport {
  /** Takes a seat in the room with this code, authenticated with the API's login token. */
  join(roomCode: string, token: string): Promise<RoomSocket>;
  /** Takes the same seat back after a drop. */
  reconnect(reconnectionToken: string, token: string): Promise<RoomSocket>;
}

/**
 * Close codes after which the seat is still waiting for us (SDK CloseCode: GOING_AWAY, NO_STATUS_RECEIVED,
 * ABNORMAL_CLOSURE, MAY_TRY_RECONNECT): an unexpected drop, worth reconnecting.
 */
export const DROP_CLOSE_CODES: ReadonlySet<number> = new Set([1001, 1005, 1006, 4010]);
