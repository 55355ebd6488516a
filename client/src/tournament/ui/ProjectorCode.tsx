import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JoinQr } from '../../ui/JoinQr';

interface ProjectorCodeProps {
  code: string;
  link: string;
}

/** How to join, readable from the back of the room: the link, the code in huge letters, and the QR code. */
export function ProjectorCode({ code, link }: ProjectorCodeProps) {
  const shownLink = link.replace(/^https?:\/\//, '');
  const { t } = useLingui();
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
        <strong className="projector-code" data-testid="tournament-code" aria-label={t`Tournament code ${ph({ spelled: code.split('').join(' ') })}`}>
          {code}
        </strong>
      </div>
      <JoinQr link={link} />
    </div>
  );
}
