import type { PersistedRound, RoomState } from './logic/index.js';
import { roundResults } from './logic/results.js';

// The SQL of a round lives in the repository; rooms and the shutdown path import it from here with the rest.
export { persistRound, type GameOrigin } from './repository.js';

/** The round in play when the room is closed by a shutdown, for persistRound(…, { interrupted: true }); null when none is. */
export function interruptedRound(state: RoomState, now: number): PersistedRound | null {
  const round = state.round;
  if (state.phase !== 'playing' || !round || round.startedAt === null) return null;
  return {
    roomCode: state.roomCode,
    roundNumber: round.number,
    dictionaryName: state.game.name,
    pairCount: state.pairCount,
    seed: round.seed,
    speed: state.speed,
    startedAt: round.startedAt,
    endedAt: now,
    results: roundResults(round),
  };
}
