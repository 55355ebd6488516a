import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { JudgedResult, UploadedRecord } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { failureMessage } from '../api';
import { accuracyText, secondsText } from './figures';
import { judgeUploadedPlay } from './progress-api';
import { browserWait, sendUntilRecorded } from './send-until-recorded';

type Judging = { state: 'judging' } | { state: 'waiting' } | { state: 'judged'; result: JudgedResult } | { state: 'failed'; message: string };

/**
 * R-JUDGE-9: an uploaded game's or AI test play's record, judged by the server against the pairs its deal bound (sent
 * again until the connection is back); the panel then shows the server's figures. They are stored nowhere.
 */
export function UploadedJudgment({ record }: { record: UploadedRecord }) {
  const [judging, setJudging] = useState<Judging>({ state: 'judging' });

  useEffect(() => {
    let cancelled = false;
    sendUntilRecorded(() => judgeUploadedPlay(record), { wait: browserWait, cancelled: () => cancelled, onWaiting: () => setJudging({ state: 'waiting' }) }).then(
      (result) => !cancelled && result !== undefined && setJudging({ state: 'judged', result }),
      (error: unknown) => !cancelled && setJudging({ state: 'failed', message: failureMessage(error, i18n._(msg`Your game could not be judged`)) }),
    );
    return () => {
      cancelled = true;
    };
  }, [record]);

  if (judging.state === 'failed')
    return (
      <p className="error-message" role="alert">
        {judging.message}
      </p>
    );
  if (judging.state !== 'judged')
    return (
      <p className="muted" role="status">
        {judging.state === 'waiting' ? <Trans>Waiting for the connection to record your game…</Trans> : <Trans>The server is judging your game…</Trans>}
      </p>
    );
  const { score, accuracy, time } = judging.result;
  const [accuracyLabel, timeLabel] = [accuracyText(accuracy), secondsText(time)];
  return (
    <p data-testid="judged-result" role="status">
      <Trans>
        Judged by the server: score <strong data-testid="judged-score">{score}</strong> ({accuracyLabel}, {timeLabel})
      </Trans>
    </p>
  );
}
