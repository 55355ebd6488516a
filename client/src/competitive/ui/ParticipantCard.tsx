import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipantView } from '@matchdrop/shared';
import { participantStatus } from '../participant-status';

interface ParticipantCardProps {
  participant: ParticipantView;
  isMe: boolean;
  /** Set when this viewer (the host) may remove this player. */
  onRemove?: () => void;
  removing?: boolean;
}

/** R-UI-9 lobby: a participant card with a host badge and a ready or disconnected status. */
export function ParticipantCard({ participant, isMe, onRemove, removing = false }: ParticipantCardProps) {
  const { t } = useLingui();
  const status = participantStatus(participant);
  return (
    <li className="participant-card" data-tone={status.tone}>
      <span className="participant-avatar" aria-hidden="true">
        {participant.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="participant-text">
        <span className="participant-name">
          {participant.username}
          {isMe && (
            <span className="muted">
              {' '}
              <Trans>(you)</Trans>
            </span>
          )}
        </span>
        <span className="participant-status" data-tone={status.tone}>
          {status.label}
        </span>
      </span>
      {participant.is_host && (
        <span className="badge-pill host-badge">
          <Trans>Host</Trans>
        </span>
      )}
      {onRemove && (
        <button type="button" className="btn btn-ghost participant-remove" onClick={onRemove} disabled={removing} aria-label={t`Remove ${ph({ username: participant.username })}`}>
          <Trans>Remove</Trans>
        </button>
      )}
    </li>
  );
}
