import { useCallback, useEffect, useState } from 'react';
import type { Theme } from '../lib/theme';
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
 * The competitive mode (SPEC §4 Competitive flow 1–2): Select → Create or Join → the room. Back returns to
 * Select; leaving the room (or being removed, or losing the connection) resets it and returns to Select.
 */
export function CompetitiveMode({ me, theme, paused, onBack }: CompetitiveModeProps) {
  const [step, setStep] = useState<Step>('select');
  const [seat, setSeat] = useState<Seat | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const records = useCompetitionRecords();

  // The room's connection lives as long as this seat is shown: leaving the mode leaves the room.
  useEffect(() => () => seat?.connection.dispose(), [seat]);

  const exit = useCallback((reason: LeaveReason) => {
    setSeat(null);
    setStep('select');
    setMessage(exitMessage(reason));
  }, []);

  const enter = (next: Seat) => {
    setMessage(null);
    setSeat(next);
  };

  if (seat) return <RoomScreen key={seat.connection.roomCode} seat={seat} me={me} theme={theme} paused={paused} onExit={exit} />;
  return (
    <div className="competitive">
      <CompetitionStats {...records} />
      {step === 'select' && <SelectScreen message={message} onCreate={() => setStep('create')} onJoin={() => setStep('join')} onBack={onBack} />}
      {step === 'create' && <CreateRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
      {step === 'join' && <JoinRoomScreen onBack={() => setStep('select')} onEntered={enter} />}
    </div>
  );
}
