import type { GameData } from '@matchdrop/shared';
import type { TopicChoice } from './net/intents';

/** A game chosen for a room or proposed as the next topic: a built-in game or one of the player's saved games. */
export type TopicPick = { kind: 'builtin'; id: string; name: string; data: GameData } | { kind: 'saved'; id: number; name: string; data: GameData };

/** The propose_topic payload: the server looks the game's data up itself. */
export function topicChoice(pick: TopicPick): TopicChoice {
  return pick.kind === 'builtin' ? { topicName: pick.name, builtinGameId: pick.id } : { topicName: pick.name, dictionaryId: pick.id };
}

/** The create-room body's game fields (R-ROOM-3: dictionaryType, dictionaryId, dictionaryName). */
export function createRoomGame(pick: TopicPick): { dictionaryType: 'builtin' | 'saved'; dictionaryId: string | number; dictionaryName: string } {
  return { dictionaryType: pick.kind, dictionaryId: pick.id, dictionaryName: pick.name };
}
