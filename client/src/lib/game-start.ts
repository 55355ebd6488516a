import { msg } from '@lingui/core/macro';
import type { DealAnswer, GameData, SideLanguages } from '@matchdrop/shared';

type GameSource = 'builtin' | 'upload' | 'saved' | 'ai' | 'review';
/** Where the Return button leads (R-UI-4): the free-play panels, the AI chat, or the user's profile. */
export type ReturnTarget = 'games' | 'ai' | 'profile';

/**
 * What a Start Game button hands to the app (client contract): built-in panel and upload panel here,
 * Play Game in the dashboard (source 'saved', returnTo 'profile'), Test Play in the AI chat ('ai', 'ai').
 */
export interface GameStartRequest {
  source: GameSource;
  returnTo: ReturnTarget;
  name: string;
  data: GameData;
  /** Defaults to the pair slider's initial value for the game. */
  pairCount?: number;
  /** Built-in game id. */
  gameId?: string;
  /** Saved game id. */
  dictionaryId?: number;
  /**
   * For a source that gives no map (empty `data`): the items the server dealt, in pair order. The game is
   * then judged by the server (POST /api/check-match, by gameId or dictionaryId); never when `data` has pairs.
   */
  deal?: readonly string[];
  /** Each side's language, so "Speak items" reads an item in its own (R-PIC-20); absent: the browser's. */
  languages?: SideLanguages;
  /**
   * A review session (source 'review'): the queued pairs dealt, each judged at the end to update its schedule, with
   * its items' languages when its own game has side languages (R-PIC-20: a review mixes games).
   */
  review?: ReadonlyArray<{ id: number; pair: readonly [string, string]; languages?: readonly [string, string] }>;
  /** The server's deal the game starts from when it came with the start (a review's: R-JUDGE-10). */
  dealt?: DealAnswer;
}

/** A game not the viewer's to see, or gone (the server answers 404 alike): one message, so a private game's existence is not given away. */
export const GAME_NOT_VISIBLE = msg`This game is private or does not exist. You may not see it.`;
