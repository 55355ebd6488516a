import type { GameData } from '@matchdrop/shared';
import type { GameCanvasProps } from '../game/GameCanvas';

/** A round as the server dealt it (a competitive round, a tournament heat), and what this player already matched of it. */
export interface DealtRound {
  items: readonly string[];
  initialPairs: number;
  matchedItems: readonly string[];
  seed: number | string;
}

/** What the game needs to lay out a competitive round (GameCanvas props): the server's deal, no answer key. */
export interface RoundDeal {
  /** The items still to play, in the order they enter the field. */
  dealtItems: string[];
  pairCount: number;
  /** Pairs' worth of items on the field at the start. */
  initialPairs: number;
  seed: number | string;
}

/**
 * Lays out the round the server dealt: its items in field order (the first initialPairs × 2 start on the field,
 * two more enter after each match), less those this player already matched (a reconnection mid-round). The
 * client never learns which item goes with which: the server judges every attempt. The field left after the
 * matched items is the one the player had, because matched items are always among those already out.
 */
export function dealForRound(round: DealtRound): RoundDeal {
  const matched = new Set(round.matchedItems);
  const dealtItems = round.items.filter((item) => !matched.has(item));
  const pairCount = Math.floor(dealtItems.length / 2);
  return { dealtItems, pairCount, initialPairs: Math.min(round.initialPairs, pairCount), seed: round.seed };
}

/**
 * How to find an item's language (R-PIC-20) in a round whose pairs stay on the server: the server says each dealt
 * item's language beside the items (`itemLanguages`, only for a game with side languages). Undefined without them,
 * so the browser speaks in its own language.
 */
export function itemLanguageLookup(items: readonly string[], itemLanguages: readonly string[] | undefined): ((item: string) => string) | undefined {
  if (!itemLanguages) return undefined;
  const byItem = new Map(items.map((item, index) => [item, itemLanguages[index] ?? '']));
  return (item) => byItem.get(item) ?? '';
}

/** A server-judged round has no map of the game: the server alone knows which items belong together. */
const NO_MAP = Object.freeze({}) as GameData;

type RemoteRoundOptions = Pick<GameCanvasProps, 'speed' | 'theme' | 'reducedMotion' | 'paused' | 'onAnnounce' | 'languageOf'> & Required<Pick<GameCanvasProps, 'judge'>>;

/** The canvas of a round the server deals and judges (a competitive round, a tournament heat). */
export function remoteRoundCanvas(deal: RoundDeal, options: RemoteRoundOptions): GameCanvasProps {
  return { data: NO_MAP, dealtItems: deal.dealtItems, pairCount: deal.pairCount, initialPairs: deal.initialPairs, seed: deal.seed, ...options };
}
