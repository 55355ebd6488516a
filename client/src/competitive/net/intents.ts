import type { RoomClientMessages, RoomClientMessageType, UserStage } from '@matchdrop/shared';
import type { TopicChoice } from '../../multiplayer/topic-pick';

export type SendMessage = <K extends RoomClientMessageType>(type: K, payload?: RoomClientMessages[K]) => void;

/**
 * What a player can ask of the room (R-WIRE-8), one typed function each. The server reads the room from the
 * connection and the user from the login, so the payloads carry only what the spec's messages add to that.
 */
export interface RoomIntents {
  toggleReady(): void;
  startGame(): void;
  matchAttempt(item1: string, item2: string): void;
  quitGame(): void;
  updateUserStage(stage: UserStage): void;
  startAnotherRound(): void;
  enterWaitingRoom(): void;
  leaveWaitingRoom(): void;
  hostProceedToTopics(): void;
  proposeTopic(topic: TopicChoice): void;
  approveTopic(): void;
  rejectTopic(): void;
  pairCountSelected(pairCount: number): void;
}

export function createIntents(send: SendMessage): RoomIntents {
  return {
    toggleReady: () => send('toggle_ready'),
    startGame: () => send('start_game'),
    matchAttempt: (item1, item2) => send('match_attempt', { item1, item2 }),
    quitGame: () => send('quit_game'),
    updateUserStage: (stage) => send('update_user_stage', { stage }),
    startAnotherRound: () => send('start_another_round'),
    enterWaitingRoom: () => send('enter_waiting_room'),
    leaveWaitingRoom: () => send('leave_waiting_room'),
    hostProceedToTopics: () => send('host_proceed_to_topics'),
    proposeTopic: (topic) => send('propose_topic', topic),
    approveTopic: () => send('approve_topic'),
    rejectTopic: () => send('reject_topic'),
    pairCountSelected: (pairCount) => send('pair_count_selected', { pairCount }),
  };
}
