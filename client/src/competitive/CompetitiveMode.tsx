import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backGuarded } from '../lib/use-back-guard';
import { roomFailureMessage } from './net/refusal';
import { forgetSeat, rememberSeat } from './net/seat-store';
import { comeBack, rejoin } from './rejoin';
import type { Theme } from '../lib/theme';
import { useAuth } from '../account';
import { useOpenTournament } from '../tournament';
import type { Seat } from './enter-room';
import { exitMessage } from './exit-message';
import type { LeaveReason } from './net/room-connection';
import { CompetitionStats } from './ui/CompetitionStats';
import { CreateRoomScreen } from './ui/CreateRoomScreen';
import { JoinRoomScreen } from './ui/JoinRoomScreen';
import { RoomScreen } from './ui/RoomScreen';
import { SelectScreen } from './ui/SelectScreen';
import { useCompetitionRecords } from './use-competition-stats';
import '../multiplayer/multiplayer.css';

export interface CompetitiveModeProps {
  /** The logged-in player's account id. */
  me: string;
  theme: Theme;
  /** A popup covers the page: the game clock stands still. */
  paused: boolean;
  /** Back from Select to free play. */
  onBack?: () => void;
  /** The room the address names (/rooms/:code): opening it joins that room. Null on /competition. */
  roomCode?: string | null;
  /** The competition is the screen shown (not kept behind the dashboard or another screen). */
  visible?: boolean;
  /** The room now sat in (its address), or none (/competition); `replace`: in place of the current address. */
  onRoom?: (roomCode: string | null, replace: boolean) => void;
}

type Step = 'select' | 'create' | 'join';

/**
 * The competitive mode (R-ROOM-7): Select → Create or Join → the room. Back returns to
 * Select; leaving the room (or being removed, or losing the connection) resets it and returns to Select.
 */
export function CompetitiveMode({ me, theme, paused, onBack, roomCode = null, visible = true, onRoom = () => undefined }: CompetitiveModeProps) {
  const [step, setStep] = useState<Step>('select');
  const [seat, setSeat] = useState<Seat | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** A room this browser sat in that still exists, when the seat itself is gone: offered as "Rejoin room ABC123". */
  const [offer, setOffer] = useState<string | null>(null);
  const [rejoining, setRejoining] = useState(false);
  const records = useCompetitionRecords();
  const openTournament = useOpenTournament();
  const { user, suspension } = useAuth();
  // A suspended account may not host (the server refuses it too).
  const suspended = user !== null && (user.is_suspended || suspension !== null);

  // The room's connection lives as long as this seat is shown: leaving the mode leaves the room.
  useEffect(() => () => seat?.connection.dispose(), [seat]);

  // The address follows the seat. Refs, not state: the router's update and the seat's may render apart, and
  // neither the room link's join nor Back's leave below may act on a seat that is only being taken or given up.
  const held = useRef<string | null>(null);
  const shownAt = useRef<string | null>(null);
  const latest = useRef({ roomCode, visible, onRoom });
  useEffect(() => {
    latest.current = { roomCode, visible, onRoom };
  });
  const [checked, setChecked] = useState(false);
  const [joining, setJoining] = useState<string | null>(null);
  const sit = useCallback((next: Seat, replace: boolean) => {
    const code = next.connection.roomCode;
    held.current = code;
    setSeat(next);
    if (latest.current.roomCode !== code) latest.current.onRoom(code, replace);
  }, []);

  // Back after a reload or a reopened tab: straight into the seat the server still holds, or an offer to rejoin.
  useEffect(() => {
    let cancelled = false;
    void comeBack(me).then((found) => {
      if (cancelled) {
        if (found.kind === 'seat') found.seat.connection.dispose();
        return;
      }
      if (found.kind === 'seat') {
        if (held.current === null) sit(found.seat, true);
        else found.seat.connection.dispose();
      }
      if (found.kind === 'offer') setOffer(found.roomCode);
      setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [me, sit]);

  // A room's link (/rooms/:code) opened, reloaded, or gone Forward to: once the comeback is checked, join that room.
  useEffect(() => {
    if (!checked || roomCode === null || held.current === roomCode || joining !== null) return;
    setJoining(roomCode);
    rejoin(roomCode).then(
      (next) => {
        setJoining(null);
        setMessage(null);
        setOffer(null);
        if (held.current === null && latest.current.roomCode === roomCode) sit(next, true);
        else next.connection.dispose();
      },
      (error: unknown) => {
        setJoining(null);
        setMessage(roomFailureMessage(error, t`Failed to join room`));
        if (latest.current.roomCode === roomCode) latest.current.onRoom(null, true);
      },
    );
  }, [checked, roomCode, joining, sit]);

  // Back from a room (not in a running round: that asks first) to /competition leaves the room, as Leave Room does.
  useEffect(() => {
    if (!seat) return;
    const code = seat.connection.roomCode;
    if (roomCode === code) shownAt.current = code;
    else if (visible && roomCode === null && shownAt.current === code && held.current === code && !backGuarded()) seat.connection.leave();
  }, [seat, roomCode, visible]);

  // The way back is remembered with the seat's current reconnection token (a new one after each reconnection).
  useEffect(() => {
    if (!seat) return;
    const { connection } = seat;
    const remember = () => rememberSeat(me, { roomCode: connection.roomCode, reconnectionToken: connection.seatToken });
    remember();
    return connection.on('status', (status) => {
      if (status.state === 'connected') remember();
    });
  }, [seat, me]);

  const exit = useCallback((reason: LeaveReason) => {
    // Left on purpose (or sent away): nothing to come back to. Otherwise the room may still take the player back.
    if (reason === 'left' || reason === 'quit' || reason === 'removed' || reason === 'suspended') forgetSeat();
    held.current = null;
    shownAt.current = null;
    setSeat(null);
    setStep('select');
    setMessage(exitMessage(reason));
    // Still at the room's address (not on another screen): back to /competition, in its place.
    if (latest.current.visible && latest.current.roomCode !== null) latest.current.onRoom(null, true);
  }, []);

  const enter = (next: Seat) => {
    setMessage(null);
    setOffer(null);
    sit(next, false);
  };

  const acceptOffer = async (roomCode: string) => {
    setRejoining(true);
    try {
      enter(await rejoin(roomCode));
    } catch (error) {
      forgetSeat();
      setOffer(null);
      setMessage(roomFailureMessage(error, t`Failed to join room`));
    } finally {
      setRejoining(false);
    }
  };

  if (seat) return <RoomScreen key={seat.connection.roomCode} seat={seat} me={me} theme={theme} paused={paused} visible={visible} onExit={exit} />;
  if (joining !== null) {
    return (
      <p className="panel muted" role="status">
        <Trans>Joining room {joining}…</Trans>
      </p>
    );
  }
  return (
    <div className="competitive">
      <CompetitionStats {...records} />
      {step === 'select' && (
        <SelectScreen
          message={message}
          rejoin={offer ? { roomCode: offer, busy: rejoining, onRejoin: () => void acceptOffer(offer) } : undefined}
          onCreate={() => setStep('create')}
          onJoin={() => setStep('join')}
          onHostTournament={suspended ? undefined : () => openTournament({ kind: 'host' })}
          onHostTeamRace={suspended ? undefined : () => openTournament({ kind: 'host-team-race' })}
          onJoinTournament={() => openTournament({ kind: 'enter' })}
          onBack={onBack}
        />
      )}
      {step === 'create' && <CreateRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
      {step === 'join' && <JoinRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
    </div>
  );
}
