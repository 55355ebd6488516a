import { PAIR_SLIDER_MIN } from '@matchdrop/shared';

/** A game must fill the smallest round the pair slider allows. */
export const AI_GAME_PAIRS_MIN = PAIR_SLIDER_MIN;
/** Keeps generated games (and the rows that store them) a playable size. */
export const AI_GAME_PAIRS_MAX = 200;

/** The name shown for the built-in assistant in GET /api/ai/models. */
export const OFFLINE_MODEL = 'matchdrop-offline';
