import { decode } from '@colyseus/schema';
import { unpack } from 'msgpackr';

/** Colyseus protocol codes (@colyseus/shared-types Protocol) a competitive client may send. */
const JOIN_ROOM = 10;
const LEAVE_ROOM = 12;
const ROOM_DATA = 13;
const PING = 18;
const PROTOCOL_CODE_MASK = 31;

/**
 * Whether the room can read a websocket frame: a known protocol code and, for a message, one of the room's
 * message types and a msgpack payload that decodes. Colyseus itself would log a stack trace for a bad payload
 * and close at once on an unknown type, so the room checks first and counts the bad ones instead.
 */
export function readableFrame(buffer: Uint8Array | undefined, messageTypes: ReadonlySet<string>): boolean {
  if (!buffer || buffer.byteLength === 0) return false;
  const code = (buffer[0] as number) & PROTOCOL_CODE_MASK;
  if (code === JOIN_ROOM || code === LEAVE_ROOM || code === PING) return true;
  if (code !== ROOM_DATA) return false;
  try {
    const it = { offset: 1 };
    const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    if (typeof type !== 'string' || !messageTypes.has(type) || it.offset > buffer.byteLength) return false;
    if (buffer.byteLength > it.offset) unpack(buffer.subarray(it.offset));
    return true;
  } catch {
    return false;
  }
}
