/**
 * Built-in games in which one item text belongs to several pairs by nature: many products of the
 * times table are equal ("12" is 2 × 6, 3 × 4, …). Every other built-in game is kept free of shared
 * items on purpose (tests hold it so); in these, selectPairs keeps pairs sharing an item out of one round.
 */
export const INHERENTLY_AMBIGUOUS_GAMES: readonly string[] = ['multiplication-table'];
