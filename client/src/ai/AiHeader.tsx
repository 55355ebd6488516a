import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { BackButton } from '../ui/BackButton';
import type { UsageView } from './usage-view';

interface AiHeaderProps {
  provider: string | null;
  usage: UsageView;
  onBack: () => void;
}

/** Title, the provider in use and today's counters; focus lands on the title when the creator opens. */
export function AiHeader({ provider, usage, onBack }: AiHeaderProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => titleRef.current?.focus(), []);
  const { t } = useLingui();

  return (
    <header className="panel ai-header" aria-labelledby={titleId}>
      <BackButton label={t`Back to Games`} onClick={onBack} />
      <div className="ai-header-main">
        <div>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="panel-title">
            <Trans>AI Game Creator</Trans>
          </h2>
          <p className="panel-subtitle">
            <Trans>Ask for a topic, paste your pairs or give a web page, then test the game and save it.</Trans>
          </p>
        </div>
        <dl className="ai-stats">
          <div className="ai-stat">
            <dt>
              <Trans>Assistant</Trans>
            </dt>
            <dd data-testid="ai-provider">{provider ?? '…'}</dd>
          </div>
          <div className="ai-stat">
            <dt>
              <Trans>Messages left today</Trans>
            </dt>
            <dd data-testid="ai-messages-left">{usage.messages ?? '…'}</dd>
          </div>
          <div className="ai-stat">
            <dt>
              <Trans>New chats left today</Trans>
            </dt>
            <dd data-testid="ai-chats-left">{usage.chats ?? '…'}</dd>
          </div>
        </dl>
      </div>
      {usage.notes.length > 0 && (
        <div className="ai-quota-notes" role="status">
          {usage.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
    </header>
  );
}
