/**
 * Tiny tone synthesis: sine notes with a short envelope, mixed into 16-bit mono PCM WAV data URIs.
 * The game ships no audio files; every cue of R-FEEDBACK-3 is generated at runtime from its frequencies.
 */
export interface ToneNote {
  hz: number;
  /** Start of the note from the start of the sound. */
  offsetMs: number;
  durationMs: number;
}

export const SAMPLE_RATE = 22_050;
const ATTACK_MS = 5;
/** Peak amplitude of the mix, leaving headroom so overlapping chord notes never clip. */
const PEAK = 0.8;

/** Samples in [-1, 1] of the notes mixed together: a fast attack, then an exponential fade to silence. */
export function synthesize(notes: readonly ToneNote[], sampleRate = SAMPLE_RATE): Float32Array {
  const endMs = Math.max(0, ...notes.map((n) => n.offsetMs + n.durationMs));
  const samples = new Float32Array(Math.ceil((endMs / 1000) * sampleRate));
  const attack = (ATTACK_MS / 1000) * sampleRate;
  for (const note of notes) {
    const start = Math.round((note.offsetMs / 1000) * sampleRate);
    const length = Math.round((note.durationMs / 1000) * sampleRate);
    for (let i = 0; i < length && start + i < samples.length; i++) {
      const envelope = i < attack ? i / attack : Math.exp((-5 * (i - attack)) / Math.max(1, length - attack));
      // The last few samples ramp to exactly zero so the note ends without a click.
      const tail = Math.min(1, (length - i) / attack);
      samples[start + i]! += Math.sin((2 * Math.PI * note.hz * i) / sampleRate) * envelope * tail;
    }
  }
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  if (max > PEAK) for (let i = 0; i < samples.length; i++) samples[i]! *= PEAK / max;
  return samples;
}

/** A RIFF/WAVE file: 44-byte header, then 16-bit little-endian mono PCM. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return bytes;
}

export function wavDataUri(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

export function toneDataUri(notes: readonly ToneNote[], sampleRate = SAMPLE_RATE): string {
  return wavDataUri(encodeWav(synthesize(notes, sampleRate), sampleRate));
}
