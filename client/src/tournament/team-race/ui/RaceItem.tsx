import { mediaUrl, parsePictureItem } from '@matchdrop/shared';

/** An item as a phone shows it: a picture's small version with its description as alt text, or the text. */
export function RaceItem({ item }: { item: string }) {
  const picture = parsePictureItem(item);
  if (!picture) return <span className="race-item-text">{item}</span>;
  return <img className="race-item-picture" src={mediaUrl(picture.mediaId, 'small')} alt={picture.alt} width={96} height={96} />;
}
