import { chooseChromium } from './testing/chromium.ts';

// End-to-end tests never skip: a missing browser is a failure that says how to fix it.
export default function setup(): void {
  const choice = chooseChromium();
  if ('error' in choice) throw new Error(choice.error);
  if (choice.note) console.warn(choice.note);
}
