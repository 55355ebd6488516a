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

  return (
    <section className="panel topic-selection" aria-labelledby="topic-heading">
      <h2 id="topic-heading" className="panel-title">
        Next topic
      </h2>
      {declined && !proposal && (
        <p className="notice" role="alert">
          {declined.username} declined {declined.topicName}. Please choose a new topic.
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
          <p className="panel-subtitle">Propose the game for the next round. Everyone votes; your proposal counts as your approval.</p>
          <TopicPicker value={pick} onChange={setPick} />
          <button type="submit" className="btn btn-primary btn-large" disabled={!pick}>
            {pick ? `Propose ${pick.name}` : 'Propose Topic'}
          </button>
        </form>
      )}
      <div className="lobby-actions">
        <button type="button" className="btn btn-ghost" onClick={() => connection.leave()}>
          Leave Room
        </button>
      </div>
    </section>
  );
}

function ProposalCard({ proposal, me, connection }: { proposal: ProposalView; me: string; connection: RoomConnection }) {
  const seconds = useSecondsLeft(proposal.endsAt);
  const voted = proposal.voters.includes(me);
  const mine = proposal.proposerId === me;
  return (
    <div className="proposal-card">
      <p className="proposal-title">
        {mine ? 'You propose' : `${proposal.proposerName} proposes`} <strong>{proposal.topicName}</strong>
      </p>
      <p className="muted">
        {proposal.pairTotal} pairs, for example: {proposal.samplePairs.map(([a, b]) => `${a} – ${b}`).join(' · ')}
      </p>
      <p className="proposal-votes" role="status">
        {proposal.approvals} of {proposal.totalPlayers} approved
      </p>
      <p className="proposal-countdown" aria-live="off">
        <span className="countdown-seconds">{seconds}</span> s left to vote
        <span className="muted"> (no vote counts as approval)</span>
      </p>
      {voted ? (
        <p className="muted">{mine ? 'Waiting for the others to vote…' : 'You approved. Waiting for the others…'}</p>
      ) : (
        <div className="lobby-actions">
          <button type="button" className="btn btn-primary" onClick={() => connection.intents.approveTopic()}>
            Approve
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => connection.intents.rejectTopic()}>
            Decline
          </button>
        </div>
      )}
    </div>
  );
}
