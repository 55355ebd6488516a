import { plural, t } from '@lingui/core/macro';
import {
  TOURNAMENT_HEAT_SIZE_DEFAULT,
  TOURNAMENT_HEAT_SIZE_MAX,
  TOURNAMENT_HEAT_SIZE_MIN,
  TOURNAMENT_PLAYERS_MAX,
  TOURNAMENT_ROUND_SECONDS_DEFAULT,
  TOURNAMENT_ROUND_SECONDS_MAX,
  TOURNAMENT_ROUND_SECONDS_MIN,
  TOURNAMENT_ROUNDS_DEFAULT,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_ROUNDS_MIN,
} from '@matchdrop/shared';

/** The choices of "Host a tournament", with the server's limits. */
export const ROUNDS_MIN = TOURNAMENT_ROUNDS_MIN;
export const ROUNDS_MAX = TOURNAMENT_ROUNDS_MAX;
export const ROUNDS_DEFAULT = TOURNAMENT_ROUNDS_DEFAULT;
export const HEAT_SIZES: readonly number[] = Array.from({ length: TOURNAMENT_HEAT_SIZE_MAX - TOURNAMENT_HEAT_SIZE_MIN + 1 }, (_, i) => TOURNAMENT_HEAT_SIZE_MIN + i);
export const HEAT_SIZE_DEFAULT = TOURNAMENT_HEAT_SIZE_DEFAULT;
export const ROUND_MINUTES_DEFAULT = TOURNAMENT_ROUND_SECONDS_DEFAULT / 60;

/** The round time choices, in whole minutes, as the select offers them. */
export const ROUND_MINUTE_CHOICES: readonly number[] = Array.from(
  { length: (TOURNAMENT_ROUND_SECONDS_MAX - TOURNAMENT_ROUND_SECONDS_MIN) / 60 + 1 },
  (_, i) => TOURNAMENT_ROUND_SECONDS_MIN / 60 + i,
);

/**
 * "3 rounds, heats of 4, 2 min each, up to 2,000 players" — the summary under the form's submit button. The cap is
 * the servers' default (TOURNAMENT_PLAYERS_MAX); a server set otherwise tells its own on the projector.
 */
export function hostSummary(rounds: number, heatSize: number, minutes: number, playersMax = TOURNAMENT_PLAYERS_MAX): string {
  const roundsText = plural(rounds, { one: '# round', other: '# rounds' });
  const playersText = plural(playersMax, { one: 'up to # player', other: 'up to # players' });
  return t`${roundsText}, heats of ${heatSize}, ${minutes} min each, ${playersText}`;
}
