import type { CompetitiveServerMessages } from '@matchdrop/shared';
import type { RemoteJudge } from '../game/remote-judge';

/** The parts of the room connection the judge uses. */
export interface JudgeConnection {
  on(type: 'player_progress_update', listener: (payload: CompetitiveServerMessages['player_progress_update']) => void): () => void;
  intents: { matchAttempt(item1: string, item2: string): void };
}

/**
 * The server as the game's referee: each pair the player drops goes out as match_attempt, and the server's next
 * progress update for this player is its verdict (correct when the correct count grew). Updates that carry no
 * new attempt (a repeat after a reconnection) are not verdicts.
 */
export function createRoomJudge(connection: JudgeConnection, me: string, start: { correct: number; attempts: number }): RemoteJudge {
  let { correct, attempts } = start;
  return {
    attempt: (item1, item2) => connection.intents.matchAttempt(item1, item2),
    onVerdict: (listener) =>
      connection.on('player_progress_update', (update) => {
        if (update.userId !== me || update.attempts <= attempts) return;
        const wasCorrect = update.correct > correct;
        ({ correct, attempts } = update);
        listener(wasCorrect);
      }),
  };
}
