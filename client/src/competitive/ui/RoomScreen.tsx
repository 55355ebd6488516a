import { useEffect, useState, type ReactNode } from 'react';
import { useCompetitionInFront } from '../../lib/competition-in-front';
import { useBackGuard } from '../../lib/use-back-guard';
import type { Theme } from '../../lib/theme';
import type { Seat } from '../enter-room';
import type { LeaveReason } from '../net/room-connection';
import { useCompetitionStats } from '../use-competition-stats';
import { useRoomState } from '../use-room-state';
import { CompetitionStats } from './CompetitionStats';
import { CompetitiveGame } from './CompetitiveGame';
import { ConnectionBanner } from './ConnectionBanner';
import { CountdownOverlay } from './CountdownOverlay';
import { LobbyScreen } from './LobbyScreen';
import { Notices } from './Notices';
import { PairCountScreen } from './PairCountScreen';
import { LeaveRaceDialog } from '../../multiplayer/ui/LeaveRaceDialog';
import { ResultsScreen } from './ResultsScreen';
import { TopicSelection } from './TopicSelection';
import { WaitingRoomScreen } from './WaitingRoomScreen';
import { WatchingRound } from './WatchingRound';

interface RoomScreenProps {
  seat: Seat;
  me: string;
  theme: Theme;
  paused: boolean;
  /** The room is the screen shown (not kept behind another screen): only then does Back ask before leaving a round. */
  visible: boolean;
  /** The room ended for this player (left, quit, removed, connection lost, ...). */
  onExit: (reason: LeaveReason) => void;
}

/** Everything inside a room (R-ROOM-7): lobby → countdown → game → results → waiting room → vote → pair count → lobby. */
export function RoomScreen({ seat, me, theme, paused, visible, onExit }: RoomScreenProps) {
  const [state, dispatch] = useRoomState(seat, me);
  const stats = useCompetitionStats(state);
  const { connection } = seat;
  // Back during a running round asks first, as Stop & Quit Room does; a confirmed quit gives up the seat alike.
  const [askQuit, setAskQuit] = useState(false);
  const running = state.view === 'playing' && state.round !== null && state.mine.completionTime === null;
  // First: the guard below keeps the history entry it finds.
  useCompetitionInFront();
  useBackGuard(visible && running, () => setAskQuit(true));
  const dismissError = () => dispatch({ kind: 'error_dismissed' });

  useEffect(() => {
    if (state.connection.state === 'ended') onExit(state.connection.reason);
  }, [state.connection, onExit]);

  // Back in the room between rounds (a rejoin): this player takes their place in the waiting room.
  const inWaitingRoom = state.waitingRoom.players.some((p) => p.userId === me);
  const joinedWaiting = state.view === 'waiting_room' && state.results === null && !inWaitingRoom;
  useEffect(() => {
    if (joinedWaiting) connection.intents.enterWaitingRoom();
  }, [joinedWaiting, connection]);

  let body: ReactNode;
  switch (state.view) {
    case 'lobby':
    case 'countdown':
      body = (
        <div inert={state.view === 'countdown'}>
          <LobbyScreen state={state} connection={connection} onDismissError={dismissError} />
        </div>
      );
      break;
    case 'playing':
      body = state.round ? <CompetitiveGame state={{ ...state, round: state.round }} connection={connection} theme={theme} paused={paused} /> : null;
      break;
    case 'watching':
      body = <WatchingRound state={state} />;
      break;
    case 'results':
      body = (
        <ResultsScreen
          state={state}
          connection={connection}
          onDismissError={dismissError}
          onStartAnotherRound={() => {
            dispatch({ kind: 'entered_waiting_room' });
            connection.intents.startAnotherRound();
            connection.intents.updateUserStage('waiting_room');
          }}
        />
      );
      break;
    case 'waiting_room':
      body = (
        <WaitingRoomScreen
          state={state}
          connection={connection}
          onDismissError={dismissError}
          onBackToResults={() => {
            connection.intents.leaveWaitingRoom();
            dispatch({ kind: 'back_to_results' });
          }}
        />
      );
      break;
    case 'topic_selection':
      body = <TopicSelection state={state} connection={connection} onDismissError={dismissError} />;
      break;
    case 'pair_count':
      body = state.pairCountChoice ? <PairCountScreen state={{ ...state, pairCountChoice: state.pairCountChoice }} connection={connection} /> : null;
      break;
  }

  return (
    <div className="competitive">
      <CompetitionStats {...stats} />
      <ConnectionBanner status={state.connection} />
      <Notices notices={state.notices} />
      {body}
      {state.countdown !== null && <CountdownOverlay label={state.countdown} />}
      {askQuit && running && <LeaveRaceDialog race="round" onLeave={() => connection.intents.quitGame()} onClose={() => setAskQuit(false)} />}
    </div>
  );
}
