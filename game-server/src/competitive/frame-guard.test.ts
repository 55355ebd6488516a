import { describe, expect, it } from 'vitest';
import { pack } from 'msgpackr';
import { readableFrame as readable } from './frame-guard.js';

const TYPES = new Set(['toggle_ready', 'match_attempt']);
const readableFrame = (buffer: Uint8Array | undefined) => readable(buffer, TYPES);

const frame = (type: string, payload?: unknown): Uint8Array => {
  const name = new TextEncoder().encode(type);
  const body = payload === undefined ? new Uint8Array() : pack(payload);
  return Uint8Array.from([13, 0xa0 | name.length, ...name, ...body]);
};

describe('readableFrame', () => {
  it('reads the frames a client sends: join, leave, ping, and messages with a msgpack payload', () => {
    expect(readableFrame(Uint8Array.from([10]))).toBe(true);
    expect(readableFrame(Uint8Array.from([12]))).toBe(true);
    expect(readableFrame(Uint8Array.from([18]))).toBe(true);
    expect(readableFrame(frame('toggle_ready'))).toBe(true);
    expect(readableFrame(frame('match_attempt', { item1: 'dog', item2: 'perro' }))).toBe(true);
  });

  it('refuses empty frames, unknown codes, and messages whose type or payload does not decode', () => {
    expect(readableFrame(undefined)).toBe(false);
    expect(readableFrame(new Uint8Array())).toBe(false);
    expect(readableFrame(Uint8Array.from([31, 1, 2]))).toBe(false);
    expect(readableFrame(Uint8Array.from([13, 0xd9, 0xff, 0xc1, 0xc1]))).toBe(false); // a string longer than the frame
    expect(readableFrame(Uint8Array.from([13, 0xff]))).toBe(false); // a number type: the room has none
    expect(readableFrame(frame('no_such_message'))).toBe(false);
    expect(readableFrame(Uint8Array.from([...frame('match_attempt'), 0x82, 0xa5]))).toBe(false); // a truncated map
  });
});
