import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRoomJudge } from '../multiplayer/room-judge';
import type { Theme } from '../lib/theme';
import { useCompetitionInFront } from '../lib/competition-in-front';
import { useBackGuard } from '../lib/use-back-guard';
import type { TournamentSeat } from './net/seat-store';
import { useTournamentLive } from './use-tournament-live';
import { ConnectionNotice } from './ui/ConnectionNotice';
import { HeatGame } from './ui/HeatGame';
import { LeaveRaceDialog } from '../multiplayer/ui/LeaveRaceDialog';
import { PlayerStageScreen } from './ui/PlayerStageScreen';
import { SeatTrouble } from './ui/SeatTrouble';

interface PlayerSeatProps {
  seat: TournamentSeat;
  theme: Theme;
  paused: boolean;
  onLeave: () => void;
  /** The room refused the stored seat: the player joins again. */
  onSeatRefused: () => void;
}

/** A player in the tournament: the lobby, their heat in each round, their place between rounds, the podium. */
export function PlayerSeat({ seat, theme, paused, onLeave, onSeatRefused }: PlayerSeatProps) {
  const { state, link, joinError } = useTournamentLive(seat.code, seat.token);
  const { heat, picture } = state;
  const { t } = useLingui();
  // One judge per dealt heat (a resumed heat is dealt again); verdicts come from the server alone.
  const judge = useMemo(
    () =>
      link &&
      heat &&
      createRoomJudge({
        on: (_type, listener) => link.on((event) => event.type === 'match_result' && listener(event.payload)),
        intents: { matchAttempt: (item1, item2) => link.send('match_attempt', { item1, item2 }) },
      }),
    [link, heat],
  );
  // Back during a running heat asks first, as a competitive round's Stop & Quit does; a confirmed leave is "Leave tournament".
  const [askLeave, setAskLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const racing = picture?.status === 'playing' && heat !== null && !state.heatDone;
  // First: the guard below keeps the history entry it finds.
  useCompetitionInFront();
  useBackGuard(racing && !leaving, () => setAskLeave(true));
  // Once, with the guard already down (its cleanup runs first in this commit): the leave goes back in the history.
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(() => {
    if (leaving) leave.current();
  }, [leaving]);

  if (joinError || (state.connection.state === 'ended' && state.connection.reason === 'removed')) {
    const removedReason = state.removedReason ?? t`The host removed you from this tournament.`;
    return <SeatTrouble joinError={joinError} connection={state.connection} removedReason={removedReason} onLeave={onLeave} onSeatRefused={onSeatRefused} />;
  }
  if (!picture) {
    return (
      <p className="panel muted" role="status">
        <Trans>Joining tournament {ph({ code: seat.code })}…</Trans>
      </p>
    );
  }
  const me = state.you?.role === 'player' ? state.you.name : seat.name;
  const racers = picture.heats.find((h) => heat !== null && h.heat === heat.heat)?.racers ?? [];
  return (
    <>
      <ConnectionNotice connection={state.connection} />
      {picture.status === 'playing' && heat && judge ? (
        <HeatGame
          code={picture.code}
          gameName={picture.gameName}
          round={heat}
          me={me}
          racers={racers}
          finished={state.heatDone}
          heatOver={state.heatOver}
          judge={judge}
          theme={theme}
          paused={paused || askLeave}
        />
      ) : (
        <PlayerStageScreen picture={picture} me={me} sittingOut={picture.status === 'playing' && !heat} onLeave={onLeave} />
      )}
      {askLeave && racing && <LeaveRaceDialog race="heat" onLeave={() => setLeaving(true)} onClose={() => setAskLeave(false)} />}
    </>
  );
}
