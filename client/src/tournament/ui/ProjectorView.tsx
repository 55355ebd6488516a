import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { FormError } from '../../ui/FormMessage';
import { canManagePlayers, stageTitle, type TournamentPicture, type TournamentPlayer } from '../view';
import { EndNowButton } from './EndNowButton';
import { JoinedPlayers } from './JoinedPlayers';
import { LiveHeats } from './LiveHeats';
import { NextRoundCountdown } from './NextRoundCountdown';
import { PresentationView } from './PresentationView';
import { usePresentation } from './use-presentation';
import { Podium } from './Podium';
import { ProjectorCode } from './ProjectorCode';
import { ProjectorClose, ProjectorCodeSmall, ProjectorHead } from './ProjectorHead';
import { RoundPictureStrip } from './RoundPictureStrip';
import { StandingsTable } from './StandingsTable';

export interface HostActions {
  start: () => Promise<void>;
  nextRound: () => Promise<void>;
  /** Closes (true) or reopens (false) the doors to late players. */
  lock: (locked: boolean) => Promise<void>;
  /** Ends the tournament now: a running round is scored as it stands. */
  end: () => Promise<void>;
  remove: (player: TournamentPlayer) => Promise<void>;
  downloadCsv: () => Promise<void>;
}

interface ProjectorViewProps {
  picture: TournamentPicture;
  joinUrl: string;
  actions: HostActions;
  /** The room's last refusal of a host action. */
  serverError: string | null;
  onClose: () => void;
}

/**
 * The host's projector view, made for a classroom wall: how to join (code, link, QR) and the names arriving, the
 * heats racing during a round, the standings with movers between rounds (Next round, or the server's own
 * countdown), and the podium with the full table at the end. The host's buttons sit in one bar at the bottom.
 */
export function ProjectorView({ picture, joinUrl, actions, serverError, onClose }: ProjectorViewProps) {
  const [running, setRunning] = useState<string | null>(null);
  const presentation = usePresentation();
  const { t } = useLingui();
  const { status } = picture;
  const showJoin = status === 'lobby' || (status === 'between_rounds' && !picture.locked);

  // One host action at a time; `running` names it (remove-<player id> disables that player's Remove).
  const { busy, failure, submit } = useSubmit(
    (name: string, action: () => Promise<void>) => {
      setRunning(name);
      return action();
    },
    { failure: (caught) => (caught instanceof Error ? caught.message : t`That did not work, try again`) },
  );
  const run = (name: string, action: () => Promise<void>) => void submit(name, action);

  return (
    <section className="panel projector" aria-labelledby="projector-heading" data-status={status}>
      <ProjectorHead headingId="projector-heading" title={stageTitle(picture)} gameName={picture.gameName} rounds={picture.rounds} locked={picture.locked}>
        <button type="button" className="btn btn-primary projector-present" onClick={presentation.enter}>
          <span aria-hidden="true">⛶</span> <Trans>Presentation mode</Trans>
        </button>
      </ProjectorHead>
      {presentation.presenting && <PresentationView picture={picture} joinUrl={joinUrl} onLeave={presentation.leave} />}

      {status === 'lobby' && <ProjectorCode code={picture.code} link={joinUrl} />}
      {status !== 'lobby' && status !== 'finished' && <ProjectorCodeSmall code={picture.code} />}

      {status === 'playing' && <RoundPictureStrip items={picture.roundItems} />}
      {status === 'playing' && <LiveHeats heats={picture.heats} />}

      {status === 'between_rounds' && (
        <>
          {picture.nextRoundAt !== null && <NextRoundCountdown nextRoundAt={picture.nextRoundAt} className="projector-countdown" />}
          <StandingsTable standings={picture.standings} caption={t`Standings`} />
          {/* Late players may still join between rounds: the way in, below the standings the room came for. */}
          {showJoin && <ProjectorCode code={picture.code} link={joinUrl} />}
        </>
      )}

      {status === 'finished' && (
        <>
          <Podium standings={picture.standings} />
          <StandingsTable standings={picture.standings} caption={t`Final standings`} />
        </>
      )}

      {canManagePlayers(status) && (
        <JoinedPlayers
          players={picture.players}
          max={picture.playersMax}
          onRemove={(player) => run(`remove-${player.id}`, () => actions.remove(player))}
          removing={busy && running !== null ? running.replace(/^remove-/, '') : null}
        />
      )}

      <FormError title={failure ?? serverError} />

      <div className="projector-actions" aria-busy={busy}>
        {status === 'lobby' && (
          <button type="button" className="btn btn-primary btn-large" disabled={busy || picture.players.length < 2} onClick={() => run('start', actions.start)}>
            <Trans>Start</Trans>
          </button>
        )}
        {status === 'between_rounds' && (
          <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => run('next', actions.nextRound)}>
            <Trans>Next round</Trans>
          </button>
        )}
        {canManagePlayers(status) && (
          <button type="button" className="btn btn-secondary" aria-pressed={picture.locked} disabled={busy} onClick={() => run('lock', () => actions.lock(!picture.locked))}>
            {picture.locked ? t`Unlock` : t`Lock`}
          </button>
        )}
        {status !== 'finished' && (
          <EndNowButton label={<Trans>End tournament</Trans>} question={t`End the tournament now?`} disabled={busy} onEnd={() => run('end', actions.end)} />
        )}
        {status === 'finished' && (
          <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => run('csv', actions.downloadCsv)}>
            <Trans>Download CSV</Trans>
          </button>
        )}
        <ProjectorClose finished={status === 'finished'} onClose={onClose} />
      </div>
      {status === 'lobby' && picture.players.length < 2 && (
        <p className="muted projector-hint">
          <Trans>Start needs at least 2 players.</Trans>
        </p>
      )}
    </section>
  );
}
