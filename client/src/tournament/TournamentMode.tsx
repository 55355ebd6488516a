import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAccountUi, useAuth } from '../account';
import type { Theme } from '../lib/theme';
import { BackButton } from '../ui/BackButton';
import { hostTournament } from './net/rest';
import type { TournamentTarget } from './tournament-nav';
import { HostTournamentScreen } from './ui/HostTournamentScreen';
import { TournamentCodeForm } from './ui/TournamentCodeForm';
import { TournamentRoom } from './TournamentRoom';
import './tournament.css';

export interface TournamentModeProps {
  target: Exclude<TournamentTarget, { kind: 'host-team-race' }>;
  theme: Theme;
  /** A popup covers the page: a heat's game clock stands still. */
  paused: boolean;
  /** Moves to another tournament screen (e.g. from the host's form to the new tournament's projector). */
  onOpen: (target: TournamentTarget) => void;
  onClose: () => void;
}

/** The tournament screens: the host's form, the code form, and a tournament itself (projector or player). */
export function TournamentMode({ target, theme, paused, onOpen, onClose }: TournamentModeProps) {
  const { user } = useAuth();
  const { openAuth } = useAccountUi();
  const [hosted, setHosted] = useState<string | null>(null);
  const { t } = useLingui();

  if (target.kind === 'host') {
    if (!user) {
      return (
        <div className="tournament">
          <section className="panel">
            <BackButton label={t`Back`} onClick={onClose} />
            <p className="notice" role="status">
              <Trans>Log in to host a tournament.</Trans>
            </p>
            <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
              <Trans>Log In</Trans>
            </button>
          </section>
        </div>
      );
    }
    return (
      <div className="tournament">
        <HostTournamentScreen
          onBack={onClose}
          onHost={async (choices) => {
            const created = await hostTournament(choices);
            setHosted(created.code);
            onOpen({ kind: 'code', code: created.code });
          }}
        />
        {hosted && (
          <p className="muted">
            <Trans>Opening tournament {hosted}…</Trans>
          </p>
        )}
      </div>
    );
  }
  if (target.kind === 'enter') {
    return (
      <div className="tournament">
        <section className="panel" aria-labelledby="tournament-enter-heading">
          <BackButton label={t`Back`} onClick={onClose} />
          <h2 id="tournament-enter-heading" className="panel-title">
            <Trans>Join a tournament</Trans>
          </h2>
          <p className="panel-subtitle">
            <Trans>Type the code shown on the host's screen, or scan its QR code.</Trans>
          </p>
          <TournamentCodeForm onCode={(code) => onOpen({ kind: 'code', code })} />
        </section>
      </div>
    );
  }
  return (
    <div className="tournament">
      <TournamentRoom code={target.code} theme={theme} paused={paused} onClose={onClose} />
    </div>
  );
}
