import { apiRequest } from '../api/http';
import type { RemoteJudge } from '../game/remote-judge';

/** R-API-7 game message when the server cannot judge a pair. */
export const CHECK_MATCH_ERROR = 'Error checking match';

/** Which game the server judges against: a built-in game's id or a saved game's id. */
export type CheckMatchGame = { gameId: string } | { dictionaryId: number };

type Request = <T>(method: 'POST', path: string, body: unknown) => Promise<T>;

/**
 * The judge of a game the client has no map of (R-FIELD-8): each attempt is POSTed to
 * /api/check-match and its isMatch becomes the verdict. A failed call (network, an error answer, an
 * answer without isMatch) reports 'Error checking match' and cancels the attempt, so the pair goes back
 * to the field unscored. Attempts are answered in the order made (the engine allows one at a time).
 */
export function createCheckMatchJudge(game: CheckMatchGame, onError: (message: string) => void, request: Request = apiRequest): RemoteJudge {
  const verdictListeners = new Set<(correct: boolean) => void>();
  const cancelListeners = new Set<() => void>();
  const subscribe = <L>(set: Set<L>, listener: L) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    attempt(item1, item2) {
      request<{ isMatch?: unknown }>('POST', '/api/check-match', { item1, item2, ...game })
        .then((answer) => {
          if (typeof answer?.isMatch !== 'boolean') throw new Error('check-match answered without isMatch');
          const correct = answer.isMatch;
          for (const listener of [...verdictListeners]) listener(correct);
        })
        .catch(() => {
          onError(CHECK_MATCH_ERROR);
          for (const listener of [...cancelListeners]) listener();
        });
    },
    onVerdict: (listener) => subscribe(verdictListeners, listener),
    onCancel: (listener) => subscribe(cancelListeners, listener),
  };
}
