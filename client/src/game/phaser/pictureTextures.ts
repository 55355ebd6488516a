import type Phaser from 'phaser';
import { parsePictureItem } from '@matchdrop/shared';
import type { RoundPictures } from '../pictures/round-pictures.js';

/** The key of a picture's texture is this and its id. */
export const PICTURE_TEXTURE_PREFIX = 'picture:';

/**
 * The canvas textures of a round's pictures, counted by the cards that show them: a texture is added when the first
 * card of its picture enters the field and removed (its GPU memory freed) when the last such card leaves for good,
 * and every one left is removed when the scene shuts down, so game after game in one tab holds no old picture.
 */
export class PictureTextures {
  private readonly uses = new Map<string, number>();

  constructor(
    private readonly textures: Phaser.Textures.TextureManager,
    private readonly pictures: RoundPictures | undefined,
  ) {}

  /** The texture key of an item's picture, or null for a text item and a picture that failed (its card shows words). */
  acquire(item: string): string | null {
    const picture = parsePictureItem(item);
    const image = picture ? this.pictures?.image(picture.mediaId) : undefined;
    if (!picture || !image) return null;
    const key = `${PICTURE_TEXTURE_PREFIX}${picture.mediaId}`;
    if (!this.textures.exists(key)) this.textures.addImage(key, image);
    this.uses.set(key, (this.uses.get(key) ?? 0) + 1);
    return key;
  }

  release(key: string): void {
    const left = (this.uses.get(key) ?? 0) - 1;
    if (left > 0) {
      this.uses.set(key, left);
      return;
    }
    this.uses.delete(key);
    if (this.textures.exists(key)) this.textures.remove(key);
  }

  releaseAll(): void {
    for (const key of this.uses.keys()) if (this.textures.exists(key)) this.textures.remove(key);
    this.uses.clear();
  }
}
