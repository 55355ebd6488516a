import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JoinQr } from '../../ui/JoinQr';

interface ProjectorCodeProps {
  code: string;
  link: string;
  /** How a screen reader names the code, given it spelled out (a tournament's by default). */
  codeLabel?: (spelled: string) => string;
}

/** How to join, readable from the back of the room: the link, the code in huge letters, and the QR code. */
export function ProjectorCode({ code, link, codeLabel }: ProjectorCodeProps) {
  const shownLink = link.replace(/^https?:\/\//, '');
  const { t } = useLingui();
  const spelled = code.split('').join(' ');
  return (
    <div className="projector-join">
      <div className="projector-join-text">
        <p className="projector-join-lead">
          <Trans>
            Go to <strong className="projector-link">{shownLink}</strong>
          </Trans>
        </p>
        <p className="projector-join-lead">
          <Trans>or enter the code</Trans>
        </p>
        <strong className="projector-code" data-testid="tournament-code" aria-label={codeLabel ? codeLabel(spelled) : t`Tournament code ${ph({ spelled })}`}>
          {code}
        </strong>
      </div>
      <JoinQr link={link} />
    </div>
  );
}
