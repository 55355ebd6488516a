import { useCallback, useEffect, useState } from 'react';
import { roomFailureMessage } from './net/refusal';
import { forgetSeat, rememberSeat } from './net/seat-store';
import { comeBack, rejoin } from './rejoin';
import type { Theme } from '../lib/theme';
import { useAuth } from '../account/auth-context';
import { useOpenTournament } from '../tournament/tournament-nav';
import type { Seat } from './enter-room';
import { exitMessage } from './exit-message';
import type { LeaveReason } from './net/room-connection';
import { CompetitionStats } from './ui/CompetitionStats';
import { CreateRoomScreen } from './ui/CreateRoomScreen';
import { JoinRoomScreen } from './ui/JoinRoomScreen';
import { RoomScreen } from './ui/RoomScreen';
import { SelectScreen } from './ui/SelectScreen';
import { useCompetitionRecords } from './use-competition-stats';
import './competitive.css';

export interface CompetitiveModeProps {
  /** The logged-in player's account id. */
  me: string;
  theme: Theme;
  /** A popup covers the page: the game clock stands still. */
  paused: boolean;
  /** Back from Select to free play. */
  onBack?: () => void;
}

type Step = 'select' | 'create' | 'join';

/**
 * The competitive mode (R-ROOM-7): Select → Create or Join → the room. Back returns to
 * Select; leaving the room (or being removed, or losing the connection) resets it and returns to Select.
 */
export function CompetitiveMode({ me, theme, paused, onBack }: CompetitiveModeProps) {
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

  // Back after a reload or a reopened tab: straight into the seat the server still holds, or an offer to rejoin.
  useEffect(() => {
    let cancelled = false;
    void comeBack(me).then((found) => {
      if (cancelled) {
        if (found.kind === 'seat') found.seat.connection.dispose();
        return;
      }
      if (found.kind === 'seat') setSeat((current) => current ?? found.seat);
      if (found.kind === 'offer') setOffer(found.roomCode);
    });
    return () => {
      cancelled = true;
    };
  }, [me]);

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
    setSeat(null);
    setStep('select');
    setMessage(exitMessage(reason));
  }, []);

  const enter = (next: Seat) => {
    setMessage(null);
    setOffer(null);
    setSeat(next);
  };

  const acceptOffer = async (roomCode: string) => {
    setRejoining(true);
    try {
      enter(await rejoin(roomCode));
    } catch (error) {
      forgetSeat();
      setOffer(null);
      setMessage(roomFailureMessage(error, 'Failed to join room'));
    } finally {
      setRejoining(false);
    }
  };

  if (seat) return <RoomScreen key={seat.connection.roomCode} seat={seat} me={me} theme={theme} paused={paused} onExit={exit} />;
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
          onJoinTournament={() => openTournament({ kind: 'enter' })}
          onBack={onBack}
        />
      )}
      {step === 'create' && <CreateRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
      {step === 'join' && <JoinRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
    </div>
  );
}
