import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCopy } from '../../lib/use-copy';

/** The room code, large, with a copy button (R-UI-9: the code is shared with friends). */
export function RoomCode({ code }: { code: string }) {
  const { t } = useLingui();
  const [copied, copy] = useCopy(code);

  return (
    <div className="room-code">
      <span className="room-code-label">
        <Trans>Room code</Trans>
      </span>
      <strong className="room-code-value" data-testid="room-code" aria-label={t`Room code ${ph({ spelled: code.split('').join(' ') })}`}>
        {code}
      </strong>
      <button type="button" className="btn btn-secondary room-code-copy" onClick={copy}>
        <Trans>Copy code</Trans>
      </button>
      <span className="room-code-copied" role="status">
        {copied === true ? t`Copied!` : copied === false ? t`Copy failed: select the code instead` : ''}
      </span>
    </div>
  );
}
