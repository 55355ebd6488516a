import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { FormError } from '../../ui/FormMessage';
import { canManagePlayers, stageTitle, type TournamentPicture, type TournamentPlayer } from '../view';
import { JoinedPlayers } from './JoinedPlayers';
import { LiveHeats } from './LiveHeats';
import { NextRoundCountdown } from './NextRoundCountdown';
import { PresentationView } from './PresentationView';
import { usePresentation } from './use-presentation';
import { Podium } from './Podium';
import { ProjectorCode } from './ProjectorCode';
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
  const [confirmEnd, setConfirmEnd] = useState(false);
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
      <header className="projector-head">
        <h2 id="projector-heading" className="projector-title">
          {stageTitle(picture)}
        </h2>
        <p className="projector-game">
          {picture.gameName} · <Plural value={picture.rounds} one="# round" other="# rounds" />
          {picture.locked && (
            <span className="projector-locked">
              {' · 🔒 '}
              <Trans>Locked</Trans>
            </span>
          )}
        </p>
        <button type="button" className="btn btn-primary projector-present" onClick={presentation.enter}>
          <span aria-hidden="true">⛶</span> <Trans>Presentation mode</Trans>
        </button>
      </header>
      {presentation.presenting && <PresentationView picture={picture} joinUrl={joinUrl} onLeave={presentation.leave} />}

      {status === 'lobby' && <ProjectorCode code={picture.code} link={joinUrl} />}
      {status !== 'lobby' && status !== 'finished' && (
        <p className="projector-code-small">
          <Trans>
            Code <strong data-testid="tournament-code">{ph({ code: picture.code })}</strong>
          </Trans>
        </p>
      )}

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
        {status !== 'finished' &&
          (confirmEnd ? (
            <span className="projector-confirm" role="group" aria-label={t`End the tournament now?`}>
              <span>
                <Trans>End now?</Trans>
              </span>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  setConfirmEnd(false);
                  run('end', actions.end);
                }}
              >
                <Trans>Yes, end it</Trans>
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirmEnd(false)}>
                <Trans>No</Trans>
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setConfirmEnd(true)}>
              <Trans>End tournament</Trans>
            </button>
          ))}
        {status === 'finished' && (
          <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => run('csv', actions.downloadCsv)}>
            <Trans>Download CSV</Trans>
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {status === 'finished' ? t`Close` : t`Leave projector`}
        </button>
      </div>
      {status === 'lobby' && picture.players.length < 2 && (
        <p className="muted projector-hint">
          <Trans>Start needs at least 2 players.</Trans>
        </p>
      )}
    </section>
  );
}
