/**
 * R-TOURN-1: a tournament shows one score, its points from the server. The game's own running score (free
 * play's +2/−1, "Score 6") would be a second one, so a heat's screen-reader sentences leave it out.
 */
export function withoutGameScore(sentence: string): string {
  return sentence.replace(/ Score \d+(?:, streak \d+)?\./, '');
}
