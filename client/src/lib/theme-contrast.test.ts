import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, readCustomProperties } from './contrast';

// Vitest blanks CSS imports (even ?raw) and the client compiles without Node's types,
// so the stylesheet is read through Node's built-in loader with the one signature needed here.
type Fs = { readFileSync(path: URL, encoding: 'utf8'): string };
const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): Fs } }).process;
const themeCss = nodeProcess.getBuiltinModule('node:fs').readFileSync(new URL('../styles/theme.css', import.meta.url), 'utf8');

// Every foreground/background pairing the stylesheets actually use.
const textPairs: [string, string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-2'],
  ['text', 'accent-soft'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-2'],
  ['accent', 'surface'],
  ['accent', 'surface-2'],
  ['accent', 'bg'],
  ['accent', 'accent-soft'],
  ['on-accent', 'accent'],
  ['on-accent', 'accent-hover'],
  ['success', 'surface'],
  ['danger', 'surface'],
];
const nonTextPairs: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'surface-2'],
];

describe.each([
  ['light', ':root'],
  ['dark', ":root[data-theme='dark']"],
])('%s theme contrast', (_name, selector) => {
  const vars = readCustomProperties(themeCss, selector);
  const color = (name: string): string => {
    const value = vars[name];
    if (!value) throw new Error(`--${name} missing in ${selector}`);
    return value;
  };

  it.each(textPairs)('--%s on --%s meets AA for text', (fg, bg) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(nonTextPairs)('--%s on --%s meets AA for UI parts', (fg, bg) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
