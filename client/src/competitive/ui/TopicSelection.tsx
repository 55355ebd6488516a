import { itemWords } from '@matchdrop/shared';
import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSecondsLeft } from '../../account';
import type { RoomConnection } from '../net/room-connection';
import type { CompetitiveState, ProposalView } from '../state';
import { topicChoice, type TopicPick } from '../../multiplayer/topic-pick';
import { ErrorMessage } from './ErrorMessage';
import { TopicPicker } from '../../multiplayer/ui/TopicPicker';

interface TopicSelectionProps {
  state: CompetitiveState;
  connection: RoomConnection;
  onDismissError: () => void;
}

/** R-ROOM-13 topic voting: anyone proposes a game; the others approve or decline within 15 s. */
export function TopicSelection({ state, connection, onDismissError }: TopicSelectionProps) {
  const [pick, setPick] = useState<TopicPick | null>(null);
  const { proposal, declined } = state;
  const { t } = useLingui();

  return (
    <section className="panel topic-selection" aria-labelledby="topic-heading">
      <h2 id="topic-heading" className="panel-title">
        <Trans>Next topic</Trans>
      </h2>
      {declined && !proposal && (
        <p className="notice" role="alert">
          <Trans>
            {ph({ username: declined.username })} declined {ph({ topicName: declined.topicName })}. Please choose a new topic.
          </Trans>
        </p>
      )}
      <ErrorMessage error={state.error} onDismiss={onDismissError} />
      {proposal ? (
        <ProposalCard key={`${proposal.proposerId}:${proposal.endsAt}`} proposal={proposal} me={state.me} connection={connection} />
      ) : (
        <form
          className="form-stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (pick) connection.intents.proposeTopic(topicChoice(pick));
          }}
        >
          <p className="panel-subtitle">
            <Trans>Propose the game for the next round. Everyone votes; your proposal counts as your approval.</Trans>
          </p>
          <TopicPicker value={pick} onChange={setPick} />
          <button type="submit" className="btn btn-primary btn-large" disabled={!pick}>
            {pick ? t`Propose ${ph({ name: pick.name })}` : t`Propose Topic`}
          </button>
        </form>
      )}
      <div className="lobby-actions">
        <button type="button" className="btn btn-ghost" onClick={() => connection.leave()}>
          <Trans>Leave Room</Trans>
        </button>
      </div>
    </section>
  );
}

function ProposalCard({ proposal, me, connection }: { proposal: ProposalView; me: string; connection: RoomConnection }) {
  const seconds = useSecondsLeft(proposal.endsAt);
  const voted = proposal.voters.includes(me);
  const mine = proposal.proposerId === me;
  const { t } = useLingui();
  const { topicName, proposerName, approvals, totalPlayers } = proposal;
  // A picture item reads as its description here (R-PIC-11): the examples are one line of words.
  const examples = proposal.samplePairs.map(([a, b]) => `${itemWords(a)} – ${itemWords(b)}`).join(' · ');
  return (
    <div className="proposal-card">
      <p className="proposal-title">
        {mine ? (
          <Trans>
            You propose <strong>{topicName}</strong>
          </Trans>
        ) : (
          <Trans>
            {proposerName} proposes <strong>{topicName}</strong>
          </Trans>
        )}
      </p>
      <p className="muted">
        <Plural value={proposal.pairTotal} one={`# pair, for example: ${examples}`} other={`# pairs, for example: ${examples}`} />
      </p>
      <p className="proposal-votes" role="status">
        <Trans>
          {approvals} of {totalPlayers} approved
        </Trans>
      </p>
      <p className="proposal-countdown" aria-live="off">
        <Trans>
          <span className="countdown-seconds">{seconds}</span> s left to vote
        </Trans>
        <span className="muted">
          {' '}
          <Trans>(no vote counts as approval)</Trans>
        </span>
      </p>
      {voted ? (
        <p className="muted">{mine ? t`Waiting for the others to vote…` : t`You approved. Waiting for the others…`}</p>
      ) : (
        <div className="lobby-actions">
          <button type="button" className="btn btn-primary" onClick={() => connection.intents.approveTopic()}>
            <Trans>Approve</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => connection.intents.rejectTopic()}>
            <Trans>Decline</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
