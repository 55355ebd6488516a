import type { GameData } from '@matchdrop/shared';

/** A game chosen for a room or proposed as the next topic: a built-in game or one of the player's saved games. */
export type TopicPick = { kind: 'builtin'; id: string; name: string; data: GameData } | { kind: 'saved'; id: number; name: string; data: GameData };

/** A topic to propose: a built-in game or one of the player's saved games (the server looks the data up itself). */
export type TopicChoice = { topicName: string; builtinGameId: string } | { topicName: string; dictionaryId: number };

/** The propose_topic payload: the server looks the game's data up itself. */
export function topicChoice(pick: TopicPick): TopicChoice {
  return pick.kind === 'builtin' ? { topicName: pick.name, builtinGameId: pick.id } : { topicName: pick.name, dictionaryId: pick.id };
}

/** The create-room body's game fields (R-ROOM-3: dictionaryType, dictionaryId, dictionaryName). */
export function createRoomGame(pick: TopicPick): { dictionaryType: 'builtin' | 'saved'; dictionaryId: string | number; dictionaryName: string } {
  return { dictionaryType: pick.kind, dictionaryId: pick.id, dictionaryName: pick.name };
}
