// The browser's speech engine in tests: headless Chromium has no voices, so the page's engine is replaced by a recorder
// of what it was asked to say, in which language (R-PIC-12), with the voices a test gives it.
import type { Page } from 'playwright-core';

export type Spoken = { text: string; lang: string }[];

/** Runs in the page (page.evaluate or context.addInitScript): speechSynthesis records instead of speaking. */
export function recordSpeech(voices: string[]): void {
  const spoken: { text: string; lang: string }[] = [];
  Object.assign(window, { __spoken: spoken });
  Object.assign(speechSynthesis, {
    speak: (u: SpeechSynthesisUtterance) => spoken.push({ text: u.text, lang: u.lang }),
    cancel: () => {},
    getVoices: () => voices.map((lang) => ({ lang })),
  });
}

/** What the page was asked to say so far. */
export const spokenIn = (page: Page): Promise<Spoken> => page.evaluate(() => (window as Window & { __spoken?: Spoken }).__spoken ?? []);
