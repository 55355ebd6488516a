import { EventEmitter } from 'node:events';
import { captureLogger } from '@matchdrop/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configOrExit, databaseDescription, exitOnSignals, listeningLine, startFailureLine, type ProcessIo } from './cli.js';
import { parseConfig } from './config.js';

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function fakeIo(): ProcessIo & { written: string[]; codes: number[] } {
  const written: string[] = [];
  const codes: number[] = [];
  return {
    written,
    codes,
    stderr: { write: (text: string) => written.push(text) },
    exit: (code: number): never => {
      codes.push(code);
      return undefined as never;
    },
  };
}

describe('configOrExit', () => {
  const throwingIo = (written: string[]): ProcessIo => ({
    stderr: { write: (text: string) => written.push(text) },
    exit: (code: number): never => {
      throw new Exited(code);
    },
  });

  for (const [env, line] of [
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc")\n'],
    [{ AI_DAILY_MESSAGES: 'lots' }, 'Invalid configuration: AI_DAILY_MESSAGES must be an integer from 0 to 1000000 (got "lots")\n'],
    [{ JWT_SECRET: 'too-short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters long (got 9 characters)\n'],
  ] as const) {
    it(`prints one line and exits 1 for ${Object.keys(env)[0]}`, () => {
      const written: string[] = [];
      expect(() => configOrExit(env, throwingIo(written), '/srv')).toThrow(new Exited(1));
      expect(written).toEqual([line]);
    });
  }

  it('returns the configuration when it is valid', () => {
    const written: string[] = [];
    expect(configOrExit({ PORT: '8080' }, throwingIo(written), '/srv').port).toBe(8080);
    expect(written).toEqual([]);
  });
});

describe('start-up lines', () => {
  it('describes PGlite by its data directory, relative to the working directory when inside it', () => {
    expect(listeningLine(parseConfig({}, '/srv/app'), 3000, '/srv/app')).toBe('MatchDrop listening on http://localhost:3000 (database: pglite at ./data)');
    expect(databaseDescription(parseConfig({ DATA_DIR: '/var/lib/md' }, '/srv/app'), '/srv/app')).toBe('pglite at /var/lib/md');
  });

  it('describes Postgres without the password', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/matchdrop' }, '/srv');
    expect(databaseDescription(config)).toBe('postgres at db.internal:5432/matchdrop');
    expect(listeningLine(config, 41234)).toBe('MatchDrop listening on http://localhost:41234 (database: postgres at db.internal:5432/matchdrop)');
  });

  it('explains a taken port', () => {
    const err = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(startFailureLine(err, parseConfig({ PORT: '3000' }))).toBe('Cannot start MatchDrop: port 3000 is already in use (set PORT to a free port).');
    expect(startFailureLine(new Error('db down\nmore'), parseConfig({}))).toBe('Cannot start MatchDrop: db down');
  });
});

describe('exitOnSignals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes everything on SIGTERM, then exits 0', async () => {
    const signals = new EventEmitter();
    const io = fakeIo();
    const close = vi.fn(() => Promise.resolve());
    exitOnSignals({ close }, captureLogger().logger, { io, signals });
    signals.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(io.codes).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when the shutdown hangs past the timeout', async () => {
    vi.useFakeTimers();
    const signals = new EventEmitter();
    const io = fakeIo();
    exitOnSignals({ close: () => new Promise<void>(() => undefined) }, captureLogger().logger, { io, signals, timeoutMs: 10_000 });
    signals.emit('SIGINT', 'SIGINT');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(io.codes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(io.codes).toEqual([1]);
  });

  it('exits at once on a second signal', () => {
    const signals = new EventEmitter();
    const io = fakeIo();
    const close = vi.fn(() => new Promise<void>(() => undefined));
    exitOnSignals({ close }, captureLogger().logger, { io, signals });
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGINT', 'SIGINT');
    expect(io.codes).toEqual([1]);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
