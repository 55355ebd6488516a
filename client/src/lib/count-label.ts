import { plural } from '@lingui/core/macro';

/** The things the lists count. */
export type CountNoun = 'game' | 'pair' | 'play';

/** "1 game", "5 games": a count with its noun in the active language's plural form (Russian has three). */
export function countLabel(count: number, noun: CountNoun): string {
  switch (noun) {
    case 'game':
      return plural(count, { one: '# game', other: '# games' });
    case 'pair':
      return plural(count, { one: '# pair', other: '# pairs' });
    case 'play':
      return plural(count, { one: '# play', other: '# plays' });
  }
}
