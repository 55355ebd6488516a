import { findBuiltinGame, parsePictureItem } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { resolveRoomGame } from './game-source.js';

describe('the game of a room, a tournament or a team race', () => {
  it.each(['clock-faces', 'fraction-circles', 'shape-names', 'flags'])(
    'R-PIC-22: resolves the built-in picture game %s to the catalog’s own picture items, as the referee judges them',
    async (id) => {
      const found = await resolveRoomGame(undefined, 1, { builtinGameId: id });
      expect(found.ok).toBe(true);
      if (!found.ok) return;
      expect(found.game.data).toBe(findBuiltinGame(id)!.data);
      expect(found.game.builtinGameId).toBe(id);
      expect(Object.keys(found.game.data).filter((item) => parsePictureItem(item) !== null)).toHaveLength(20);
    },
  );
});
