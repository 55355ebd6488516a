import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, encodeWav, synthesize, toneDataUri, wavDataUri } from './wav.js';

const text = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

describe('WAV encoding', () => {
  it('writes a 44-byte PCM mono 16-bit header with the right sizes', () => {
    const samples = new Float32Array(100);
    const bytes = encodeWav(samples, 8000);
    const view = new DataView(bytes.buffer);
    expect(bytes.length).toBe(44 + 200);
    expect(text(bytes, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 200);
    expect(text(bytes, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(28, true)).toBe(16000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(bytes, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(200);
  });

  it('stores samples as clamped signed 16-bit little-endian values', () => {
    const bytes = encodeWav(Float32Array.from([0, 1, -1, 2, -2, 0.5]), 8000);
    const view = new DataView(bytes.buffer);
    expect([0, 1, 2, 3, 4, 5].map((i) => view.getInt16(44 + 2 * i, true))).toEqual([0, 32767, -32768, 32767, -32768, 16384]);
  });

  it('makes a base64 data URI that decodes back to the same bytes', () => {
    const bytes = encodeWav(synthesize([{ hz: 440, offsetMs: 0, durationMs: 50 }]));
    const uri = wavDataUri(bytes);
    expect(uri.startsWith('data:audio/wav;base64,')).toBe(true);
    const decoded = Uint8Array.from(atob(uri.slice(uri.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });
});

describe('tone synthesis', () => {
  it('lasts until the last note ends (offsets included)', () => {
    const samples = synthesize([
      { hz: 523, offsetMs: 0, durationMs: 100 },
      { hz: 659, offsetMs: 160, durationMs: 100 },
    ]);
    expect(samples.length).toBe(Math.ceil(0.26 * SAMPLE_RATE));
  });

  it('is silent before an offset note starts, fades in and out, and never clips when notes overlap', () => {
    const samples = synthesize([
      { hz: 523, offsetMs: 100, durationMs: 200 },
      { hz: 659, offsetMs: 100, durationMs: 200 },
      { hz: 784, offsetMs: 100, durationMs: 200 },
    ]);
    const start = Math.round(0.1 * SAMPLE_RATE);
    expect(samples.subarray(0, start).every((s) => s === 0)).toBe(true);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(0.8 + 1e-6);
    expect(Math.abs(samples[start]!)).toBe(0);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.01);
  });

  it('oscillates at the note frequency', () => {
    const hz = 441; // 50 samples per cycle at 22050 Hz
    const samples = synthesize([{ hz, offsetMs: 0, durationMs: 200 }]);
    let crossings = 0;
    for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(Math.floor(0.2 * hz) - 2);
    expect(crossings).toBeLessThanOrEqual(Math.ceil(0.2 * hz) + 1);
  });

  it('builds a whole cue in one call', () => {
    expect(toneDataUri([{ hz: 392, offsetMs: 0, durationMs: 110 }])).toMatch(/^data:audio\/wav;base64,UklGR/);
  });
});
