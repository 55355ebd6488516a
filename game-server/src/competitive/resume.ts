import type { GameStartedPayload } from '@matchdrop/shared';
import type { RoomState } from './logic/index.js';

interface GameStartedReceiver {
  send(type: 'game_started', payload: GameStartedPayload): void;
}

/**
 * A player who reconnects (or rejoins from another tab) mid-round missed game_started: they get it again, with
 * the items they have already matched, so they continue where they were. The round's clock keeps running.
 */
export function resumeRound(state: RoomState, client: GameStartedReceiver, userId: string): void {
  const round = state.round;
  if (state.phase !== 'playing' || !round || round.startedAt === null) return;
  const player = round.players.find((p) => p.userId === userId);
  if (!player || player.status !== 'playing') return;
  client.send('game_started', {
    roundNumber: round.number,
    seed: round.seed,
    pairCount: round.pairs.length,
    pairs: round.pairs,
    items: round.items,
    startedAt: round.startedAt,
    speed: state.speed,
    matchedItems: player.matchedItems,
  });
}
