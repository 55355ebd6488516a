import { Trans, useLingui } from '@lingui/react/macro';
import { t as tNow } from '@lingui/core/macro';
import type { TournamentView } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import { useAccountUi, useAuth } from '../account';
import { apiClient } from '../api';
import type { Theme } from '../lib/theme';
import { BackButton } from '../ui/BackButton';
import { fetchTournament, joinTournament } from './net/rest';
import { dropSeat, readSeat, tabStorage, writeSeat, type TournamentSeat } from './net/seat-store';
import { FinishedProjector, HostProjector } from './HostProjector';
import { PlayerSeat } from './PlayerSeat';
import { NicknameForm } from './ui/NicknameForm';

interface TournamentRoomProps {
  code: string;
  theme: Theme;
  paused: boolean;
  onClose: () => void;
}

type Found = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'found'; tournament: TournamentView };

/** A tournament by its code (its address, /t/:code, brings a reload straight back): the projector for its host; the join form, lobby, heats and results for players. */
export function TournamentRoom({ code, theme, paused, onClose }: TournamentRoomProps) {
  const { user } = useAuth();
  const { openAuth } = useAccountUi();
  const { t } = useLingui();
  const [found, setFound] = useState<Found>({ kind: 'loading' });
  const [seat, setSeat] = useState<TournamentSeat | null>(() => readSeat(tabStorage(), code));

  useEffect(() => {
    let current = true;
    fetchTournament(code).then(
      (tournament) => current && setFound({ kind: 'found', tournament }),
      (error: unknown) => current && setFound({ kind: 'failed', message: error instanceof Error ? error.message : tNow`Failed to open the tournament` }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (found.kind === 'loading') {
    return (
      <p className="panel muted" role="status">
        <Trans>Opening tournament {code}…</Trans>
      </p>
    );
  }
  if (found.kind === 'failed') {
    return (
      <section className="panel">
        <BackButton label={t`Back`} onClick={onClose} />
        <p className="error-message" role="alert">
          {found.message}
        </p>
      </section>
    );
  }
  const { tournament } = found;
  const hostToken = apiClient.readToken();
  if (user && hostToken && user.username === tournament.hostName) {
    // A finished tournament's room is gone: its results come from the stored standings.
    if (tournament.status === 'finished') return <FinishedProjector tournament={tournament} onClose={onClose} />;
    return <HostProjector code={code} token={hostToken} joinUrl={new URL(tournament.joinUrl, window.location.origin).href} onClose={onClose} />;
  }
  if (seat) {
    const leave = () => {
      dropSeat(tabStorage(), code);
      onClose();
    };
    // A seat the server no longer knows (removed, or a token of an old server) is dropped: the form comes back.
    const forget = () => {
      dropSeat(tabStorage(), code);
      setSeat(null);
    };
    return <PlayerSeat seat={seat} theme={theme} paused={paused} onLeave={leave} onSeatRefused={forget} />;
  }
  if (tournament.status === 'finished') {
    return (
      <section className="panel">
        <BackButton label={t`Back`} onClick={onClose} />
        <p className="notice" role="status">
          <Trans>Tournament {code} is over.</Trans>
        </p>
      </section>
    );
  }
  return (
    <NicknameForm
      code={code}
      takenNames={tournament.players.map((p) => p.name)}
      accountName={user?.username ?? null}
      accountsOnly={tournament.accountsOnly}
      onLogIn={() => openAuth({ name: 'login' })}
      onCancel={onClose}
      onJoin={async (nickname) => {
        const joined = await joinTournament(code, nickname);
        const next = { code, playerId: joined.player.id, name: joined.player.name, token: joined.token };
        writeSeat(tabStorage(), next);
        setSeat(next);
      }}
    />
  );
}
