import { defineGame } from '../define-game.js';
import { drawnPairs, numberPairs, type DrawnPair } from './drawn-picture.js';

/** A time on a 12-hour analogue clock. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** Twenty different times, each a multiple of five minutes: o'clock, quarters, halves and the five-minute steps between. */
export const CLOCK_TIMES: readonly ClockTime[] = Object.freeze(
  numberPairs('3:00 6:30 9:15 1:45 12:00 4:20 10:50 7:05 2:35 11:25 5:40 8:10 12:30 3:45 6:15 9:55 1:30 10:05 7:40 4:00', ':').map(([hours, minutes]) =>
    Object.freeze({ hours, minutes }),
  ),
);

export const clockKey = ({ hours, minutes }: ClockTime): string => `clock-${hours}-${minutes}`;

const HOUR_WORDS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const MINUTE_WORDS: Record<number, string> = { 5: 'five', 10: 'ten', 15: 'a quarter', 20: 'twenty', 25: 'twenty-five', 30: 'half' };

/** How the time is said in British English: "three o'clock", "a quarter past nine", "twenty to eight". */
export function clockWords({ hours, minutes }: ClockTime): string {
  if (minutes === 0) return `${HOUR_WORDS[hours % 12]} o'clock`;
  if (minutes <= 30) return `${MINUTE_WORDS[minutes]} past ${HOUR_WORDS[hours % 12]}`;
  return `${MINUTE_WORDS[60 - minutes]} to ${HOUR_WORDS[(hours + 1) % 12]}`;
}

/** The digital reading, "3:15". */
export const clockDigits = ({ hours, minutes }: ClockTime): string => `${hours}:${String(minutes).padStart(2, '0')}`;

const pairs: DrawnPair[] = CLOCK_TIMES.map((time) => ({ key: clockKey(time), alt: `A clock showing ${clockWords(time)}`, answer: clockDigits(time) }));

export const clockFaces = defineGame({
  id: 'clock-faces',
  name: 'Telling the Time',
  description: 'Match each clock face with the time it shows',
  icon: '🕒',
  pairs: drawnPairs(pairs),
});
