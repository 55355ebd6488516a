import { describe, expect, it } from 'vitest';
import { itemWords, mediaUrl, parsePictureFileCell, parsePictureItem, pictureFileCell, pictureIds, pictureItem, PICTURE_ALT_MAX } from './media.js';
import { ITEM_TEXT_MAX } from './constants.js';

const ID = 'ab'.repeat(32);

describe('picture items (R-PIC-9)', () => {
  it('reads back the id and the description of the item it makes', () => {
    expect(pictureItem(ID, '  a red apple ')).toBe(`[img:${ID}] a red apple`);
    expect(parsePictureItem(pictureItem(ID, 'a red apple'))).toEqual({ mediaId: ID, alt: 'a red apple' });
  });

  it('is text for anything else: plain words, a wrong id, no description', () => {
    expect(parsePictureItem('apple')).toBeNull();
    expect(parsePictureItem(`[img:${ID.slice(1)}] short id`)).toBeNull();
    expect(parsePictureItem(`[img:${ID.toUpperCase()}] upper case`)).toBeNull();
    expect(parsePictureItem(`[img:${ID}] `)).toBeNull();
    expect(parsePictureItem(`x [img:${ID}] later`)).toBeNull();
  });

  it('fits a description of PICTURE_ALT_MAX characters within an item', () => {
    expect(pictureItem(ID, 'x'.repeat(PICTURE_ALT_MAX)).length).toBeLessThanOrEqual(ITEM_TEXT_MAX);
  });

  it('R-PIC-11: says a picture item by its description, any other item as it is', () => {
    expect(itemWords(pictureItem(ID, 'a red apple'))).toBe('a red apple');
    expect(itemWords('apple')).toBe('apple');
  });

  it('lists the pictures a game names, once each', () => {
    expect(pictureIds([pictureItem(ID, 'a'), 'b', pictureItem('cd'.repeat(32), 'c'), pictureItem(ID, 'again')])).toEqual([ID, 'cd'.repeat(32)]);
  });

  it('serves each size at an address made of the id alone', () => {
    expect([mediaUrl(ID), mediaUrl(ID, 'small')]).toEqual([`/api/media/${ID}.webp`, `/api/media/${ID}-s.webp`]);
  });
});

describe('picture cells of pairs.csv (R-PIC-10)', () => {
  it('names a file under images/ with its description', () => {
    expect(parsePictureFileCell(pictureFileCell('images/apple.jpg', 'an apple'))).toEqual({ path: 'images/apple.jpg', alt: 'an apple' });
  });

  it('never names a file outside images/', () => {
    expect(parsePictureFileCell('[img:../secret.png] x')).toBeNull();
    expect(parsePictureFileCell('[img:images/../../x.png] x')).toBeNull();
    expect(parsePictureFileCell('[img:images/a\\b.png] x')).toBeNull();
    expect(parsePictureFileCell('apple')).toBeNull();
  });
});
