import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_SPEED_DEFAULT, type AttemptAnswer, type MyAssignment, type PlayView } from '@matchdrop/shared';
import { useCallback, useMemo, useState } from 'react';
import { failureMessage } from '../api';
import { GameStage } from '../game/GameStage';
import { createRequestJudge } from '../lib/check-match';
import { useNavigate, useTitle } from '../lib/navigation';
import type { Theme } from '../lib/theme';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';
import { useServerData } from '../lib/use-server-data';
import { useSubmit } from '../lib/use-submit';
import { dealForRound, itemLanguageLookup, remoteRoundCanvas } from '../multiplayer/round-deal';
import { announceReviewChanged } from '../progress';
import { classPaths } from './paths';
import { FeedbackToggles } from '../ui/FeedbackToggles';
import { FormError } from '../ui/FormMessage';
import { LiveRegion, useAnnouncer } from '../ui/LiveRegion';
import { LoadingScreen } from './LoadingScreen';
import { ProgressBar } from '../ui/ProgressBar';
import { assignmentAction, goalProgressView, goalText, playDoneText } from './assignment-view';
import { fetchMyAssignments, fetchPlay, sendAttempt, startPlay } from './classes-api';
import { ASSIGNMENTS_CHANGED } from './live';
import { StatusPill } from './StatusPill';
import './classes.css';

/** Read when an answer fails (not at render: the judge is made once per play, whatever the language then). */
const SEND_FAILED = msg`Your answer could not be sent: try that pair again`;

interface PlayScreenProps {
  playId: number;
  theme: Theme;
  paused: boolean;
  onBack: () => void;
}

/**
 * /assignment-plays/ID: a play of an assignment, judged by the server (R-CLASS-3). The API sent only the items in
 * field order; each pair the student drops goes to it, and its verdict plays out on the field. A reload continues
 * the play where it stood (the matched items stay off the field).
 */
export function AssignmentPlayScreen({ playId, theme, paused, onBack }: PlayScreenProps) {
  const { t } = useLingui();
  const load = useCallback(async () => {
    const [play, mine] = await Promise.all([fetchPlay(playId), fetchMyAssignments()]);
    return { play, assignment: mine.find((a) => a.id === play.assignmentId) ?? null };
  }, [playId]);
  const { state, retry } = useServerData(load, t`Failed to load the assignment`);
  const ready = state.status === 'ready' ? state.data : null;
  const gameName = ready?.assignment?.gameName;
  useTitle(gameName === undefined ? t`Assignment` : t`${gameName} — Assignment`);
  if (!ready) {
    return <LoadingScreen title={t`Assignment`} backLabel={t`My assignments`} onBack={onBack} state={state} onRetry={retry} what={t`the assignment`} />;
  }
  return <PlayArea key={playId} play={ready.play} assignment={ready.assignment} theme={theme} paused={paused} onBack={onBack} />;
}

function PlayArea({ play, assignment, theme, paused, onBack }: { play: PlayView; assignment: MyAssignment | null } & Omit<PlayScreenProps, 'playId'>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useAnnouncer();
  const [last, setLast] = useState<AttemptAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deal = useMemo(() => dealForRound({ items: play.items, initialPairs: play.initialPairs, matchedItems: play.matched, seed: play.id }), [play]);
  // R-PIC-20: the server says each item's language (the pairs stay on the server).
  const languageOf = useMemo(() => itemLanguageLookup(play.items, play.itemLanguages), [play]);
  const judge = useMemo(
    () =>
      createRequestJudge(
        async (item1, item2) => {
          const answer = await sendAttempt(play.id, item1, item2);
          setError(null);
          setLast(answer);
          if (answer.finished) {
            window.dispatchEvent(new Event(ASSIGNMENTS_CHANGED));
            // The server queued the pairs missed on the way: the header's Review count reads itself again.
            announceReviewChanged();
          }
          return answer.correct;
        },
        (cause) => setError(failureMessage(cause, i18n._(SEND_FAILED))),
      ),
    [play.id],
  );
  const again = useSubmit(
    async () => {
      if (!assignment) return;
      const next = await startPlay(assignment.id);
      navigate(classPaths.play(next.id), { replace: true });
    },
    { failure: t`Failed to start another play`, stayBusy: true },
  );

  const total = play.items.length / 2;
  const matched = last?.matchedPairs ?? play.matched.length / 2;
  const finished = last?.finished ?? matched === total;
  const progress = last?.progress ?? assignment?.progress ?? null;
  const status = last?.status ?? assignment?.status ?? null;
  const name = assignment?.gameName ?? t`Assignment`;

  return (
    <section className="panel game-screen assignment-play" aria-labelledby="assignment-play-heading" data-testid="assignment-play">
      <div className="ingame-overlay">
        <div className="assignment-play-facts">
          <h2 id="assignment-play-heading" className="panel-title">
            {name}
          </h2>
          {assignment && (
            <span className="muted">
              {assignment.className} · {goalText(assignment.goal)}
            </span>
          )}
          {assignment && progress && <span>{goalProgressView(assignment.goal, progress).text}</span>}
        </div>
        <div className="button-row">
          <FeedbackToggles />
          <button type="button" className="btn btn-ghost" onClick={onBack}>
            <Trans>Stop</Trans>
          </button>
        </div>
      </div>
      <FormError title={error} />
      <ProgressBar matched={matched} total={total} />
      <GameStage finished={finished} canvas={remoteRoundCanvas(deal, { speed: GAME_SPEED_DEFAULT, theme, reducedMotion, paused, judge, onAnnounce: announce, languageOf })}>
        {finished && (
          <div className="completion" role="status" data-testid="assignment-play-done">
            <span className="completion-icon" aria-hidden="true">
              🎯
            </span>
            <p className="completion-title">
              <Trans>Play complete!</Trans>
            </p>
            {assignment && progress && <p className="completion-lead">{playDoneText(assignment.goal, progress, last?.finishedPlay ?? null)}</p>}
            {status && <StatusPill status={status} />}
            <p className="muted">
              <Trans>Pairs you missed are in your review queue.</Trans>
            </p>
            <FormError title={again.failure} />
            <div className="button-row">
              {assignment && status !== null && assignmentAction({ status, openPlayId: null, acceptLate: assignment.acceptLate }) !== null && (
                <button type="button" className="btn btn-primary" onClick={() => void again.submit()} disabled={again.busy}>
                  <Trans>Play again</Trans>
                </button>
              )}
              <button type="button" className="btn btn-secondary" onClick={onBack}>
                <Trans>My assignments</Trans>
              </button>
            </div>
          </div>
        )}
      </GameStage>
      <LiveRegion announcement={announcement} />
    </section>
  );
}
