import { defineGame } from '../define-game.js';
import { drawnPairs, type DrawnPair } from './drawn-picture.js';

/**
 * Flags made only of stripes, a disc or a Nordic cross, so that code draws each one exactly; each description says
 * the flag's colours and layout (what a screen reader gives a player who cannot see it), never the country.
 */
export const FLAGS = Object.freeze({
  france: { country: 'France', alt: 'A flag of three vertical stripes: blue, white and red' },
  italy: { country: 'Italy', alt: 'A flag of three vertical stripes: green, white and red' },
  ireland: { country: 'Ireland', alt: 'A flag of three vertical stripes: green, white and orange' },
  belgium: { country: 'Belgium', alt: 'A flag of three vertical stripes: black, yellow and red' },
  romania: { country: 'Romania', alt: 'A flag of three vertical stripes: blue, yellow and red' },
  nigeria: { country: 'Nigeria', alt: 'A flag of three vertical stripes: green, white and green' },
  germany: { country: 'Germany', alt: 'A flag of three horizontal stripes: black, red and gold' },
  russia: { country: 'Russia', alt: 'A flag of three horizontal stripes: white, blue and red' },
  netherlands: { country: 'Netherlands', alt: 'A flag of three horizontal stripes: red, white and blue' },
  austria: { country: 'Austria', alt: 'A flag of three horizontal stripes: red, white and red' },
  hungary: { country: 'Hungary', alt: 'A flag of three horizontal stripes: red, white and green' },
  bulgaria: { country: 'Bulgaria', alt: 'A flag of three horizontal stripes: white, green and red' },
  estonia: { country: 'Estonia', alt: 'A flag of three horizontal stripes: blue, black and white' },
  poland: { country: 'Poland', alt: 'A flag of two horizontal stripes: white above red' },
  indonesia: { country: 'Indonesia', alt: 'A flag of two horizontal stripes: red above white' },
  ukraine: { country: 'Ukraine', alt: 'A flag of two horizontal stripes: blue above yellow' },
  japan: { country: 'Japan', alt: 'A white flag with a red disc in the middle' },
  bangladesh: { country: 'Bangladesh', alt: 'A dark green flag with a red disc a little towards the flagpole' },
  sweden: { country: 'Sweden', alt: 'A blue flag with a yellow cross set towards the flagpole' },
  denmark: { country: 'Denmark', alt: 'A red flag with a white cross set towards the flagpole' },
} as const satisfies Record<string, { country: string; alt: string }>);

export type FlagId = keyof typeof FLAGS;

export const flagKey = (flag: FlagId): string => `flag-${flag}`;

const pairs: DrawnPair[] = Object.entries(FLAGS).map(([flag, { country, alt }]) => ({ key: flagKey(flag as FlagId), alt, answer: country }));

export const flags = defineGame({
  id: 'flags',
  name: 'Flags',
  description: 'Match each flag with its country',
  icon: '🏳️',
  pairs: drawnPairs(pairs),
});
