// The built-in games with their pairs, behind a dynamic import of this module (builtin-games.ts): the
// first page shows the catalog's index (CATALOG_INDEX) and leaves the pairs, most of its weight, to this chunk.
export { findBuiltinGame } from '@matchdrop/shared';
