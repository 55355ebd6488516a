import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../api/http';
import type { RemoteJudge } from '../game/remote-judge';

/** R-API-7 game message when the server cannot judge a pair. */
const CHECK_MATCH_ERROR = msg`Error checking match`;

/** Which game the server judges against: a built-in game's id or a saved game's id. */
export type CheckMatchGame = { gameId: string } | { dictionaryId: number };

type Request = <T>(method: 'POST', path: string, body: unknown) => Promise<T>;

/**
 * A judge that asks the server over HTTP: `ask` resolves to the verdict of one attempt. A failed ask (network, an
 * error answer, an answer without a verdict) goes to `onFailure` and cancels the attempt, so the pair goes back to
 * the field unscored. Attempts are answered in the order made (the engine allows one at a time).
 */
export function createRequestJudge(ask: (item1: string, item2: string) => Promise<boolean>, onFailure: (error: unknown) => void): RemoteJudge {
  const verdictListeners = new Set<(correct: boolean) => void>();
  const cancelListeners = new Set<() => void>();
  const subscribe = <L>(set: Set<L>, listener: L) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    attempt(item1, item2) {
      ask(item1, item2)
        .then((correct) => {
          for (const listener of [...verdictListeners]) listener(correct);
        })
        .catch((error: unknown) => {
          onFailure(error);
          for (const listener of [...cancelListeners]) listener();
        });
    },
    onVerdict: (listener) => subscribe(verdictListeners, listener),
    onCancel: (listener) => subscribe(cancelListeners, listener),
  };
}

/**
 * The judge of a game the client has no map of (R-FIELD-8): each attempt is POSTed to /api/check-match and its
 * isMatch becomes the verdict; a failed call reports 'Error checking match' and the pair goes back unscored.
 */
export function createCheckMatchJudge(game: CheckMatchGame, onError: (message: string) => void, request: Request = apiRequest): RemoteJudge {
  return createRequestJudge(
    async (item1, item2) => {
      const answer = await request<{ isMatch?: unknown }>('POST', '/api/check-match', { item1, item2, ...game });
      if (typeof answer?.isMatch !== 'boolean') throw new Error('check-match answered without isMatch');
      return answer.isMatch;
    },
    () => onError(i18n._(CHECK_MATCH_ERROR)),
  );
}
