/**
 * Colours of the game canvas for the light and dark themes. Text pairs meet WCAG AA for normal text
 * (4.5:1) and borders, the focus ring and the verdict colours meet the 3:1 of non-text contrast
 * (checked in theme.test.ts).
 */
export interface GameTheme {
  background: string;
  itemFill: string;
  itemBorder: string;
  itemText: string;
  heldFill: string;
  zoneFill: string;
  zoneBorder: string;
  zoneHoverFill: string;
  zoneLabel: string;
  focusRing: string;
  correct: string;
  correctFill: string;
  wrong: string;
  wrongFill: string;
  fontFamily: string;
}

export type ThemeName = 'light' | 'dark';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", sans-serif';

export const GAME_THEMES: Readonly<Record<ThemeName, GameTheme>> = {
  light: {
    background: '#f4f6fb',
    itemFill: '#ffffff',
    itemBorder: '#3d5a99',
    itemText: '#1a2233',
    heldFill: '#e3ebff',
    zoneFill: '#e6eaf3',
    zoneBorder: '#56657f',
    zoneHoverFill: '#cfe0ff',
    zoneLabel: '#36435a',
    focusRing: '#a34f00',
    correct: '#1d7a33',
    correctFill: '#d5f3dc',
    wrong: '#b3261e',
    wrongFill: '#fbe0de',
    fontFamily: FONT,
  },
  dark: {
    background: '#141925',
    itemFill: '#243047',
    itemBorder: '#8fa8d8',
    itemText: '#f1f4fa',
    heldFill: '#30405f',
    zoneFill: '#1d2434',
    zoneBorder: '#8a9abb',
    zoneHoverFill: '#2b3b5f',
    zoneLabel: '#c9d2e3',
    focusRing: '#ffb454',
    correct: '#5fd37a',
    correctFill: '#1d4529',
    wrong: '#ff8a80',
    wrongFill: '#55201f',
    fontFamily: FONT,
  },
};

/** '#rrggbb' → 0xrrggbb, the form Phaser's drawing calls take. */
export function colorNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

function luminance(hex: string): number {
  const n = colorNumber(hex);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
