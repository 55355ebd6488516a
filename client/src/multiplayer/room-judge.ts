import type { CompetitiveServerMessages } from '@matchdrop/shared';
import type { RemoteJudge } from '../game/remote-judge';

/** The parts of the room connection the judge uses. */
export interface JudgeConnection {
  on(type: 'match_result', listener: (payload: CompetitiveServerMessages['match_result']) => void): () => void;
  intents: { matchAttempt(item1: string, item2: string): void };
}

/**
 * The server as the game's referee: each pair the player drops goes out as match_attempt, and the server answers
 * this player alone with its verdict (match_result), on which the game plays out the match or the mismatch.
 * Verdicts come back in the order of the attempts; one for a pair this game did not send (a round replaced by a
 * reconnection) is not this game's.
 */
export function createRoomJudge(connection: JudgeConnection): RemoteJudge {
  const sent: string[] = [];
  const key = (a: string, b: string): string => JSON.stringify([a, b]);
  return {
    attempt: (item1, item2) => {
      sent.push(key(item1, item2));
      connection.intents.matchAttempt(item1, item2);
    },
    onVerdict: (listener) =>
      connection.on('match_result', (result) => {
        const index = sent.indexOf(key(result.item1, result.item2));
        if (index < 0) return;
        sent.splice(0, index + 1);
        listener(result.correct);
      }),
  };
}
