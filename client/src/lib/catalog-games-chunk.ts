// The built-in games' entries of the catalog's index (names, descriptions, pair counts): a chunk of their own
// (lib/catalog-games.ts), so that the first page carries only the topics (issue 35).
export { findCatalogCategory, findCatalogGame } from '@matchdrop/shared';
