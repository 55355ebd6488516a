import type { FreePlayEngine } from './engine/index.js';

/**
 * The referee of a competitive round, seen from the game: the server judges every pair the player puts in the
 * zones (R-ROOM-9: the server's verdict is authoritative), and its verdicts arrive in the order of the attempts.
 */
export interface RemoteJudge {
  /** The player put `item1` in the upper zone and `item2` in the lower one. */
  attempt(item1: string, item2: string): void;
  /** Delivers each verdict (true: the pair matches); returns the unsubscribe function. */
  onVerdict(listener: (correct: boolean) => void): () => void;
  /** For a judge that can fail to answer (free play's check-match): the attempt goes back unscored. */
  onCancel?(listener: () => void): () => void;
}

/** Sends the engine's attempts to the judge and feeds its verdicts back; the returned function disconnects. */
export function connectRemoteJudge(engine: FreePlayEngine, judge: RemoteJudge): () => void {
  const offAttempt = engine.events.on('attempted', ({ texts }) => judge.attempt(texts[0], texts[1]));
  const offVerdict = judge.onVerdict((correct) => engine.settleAttempt(correct));
  const offCancel = judge.onCancel?.(() => engine.cancelAttempt()) ?? (() => {});
  return () => {
    offAttempt();
    offVerdict();
    offCancel();
  };
}
