import { mediaUrl, parsePictureItem } from '@matchdrop/shared';
import '../styles/item-text.css';

/** The thumbnail's side in CSS pixels: a line of a list, not a card (the 256-px picture is scaled down, never up). */
const THUMBNAIL_PX = 40;

/**
 * An item wherever pairs are listed (R-PIC-16): its words, or its small picture beside its description. The picture's
 * alt is the description, so a screen reader reads the item once (the visible words beside it are hidden from it); it
 * is fetched lazily and decoded off the main thread, and its box is reserved so the list does not jump as it loads.
 */
export function ItemText({ item }: { item: string }) {
  const picture = parsePictureItem(item);
  if (picture === null) return <>{item}</>;
  return (
    <span className="item-text-picture" data-testid="item-picture">
      <img src={mediaUrl(picture.mediaId, 'small')} alt={picture.alt} width={THUMBNAIL_PX} height={THUMBNAIL_PX} loading="lazy" decoding="async" />
      <span aria-hidden="true">{picture.alt}</span>
    </span>
  );
}
