import { mediaUrl, parsePictureItem } from '@matchdrop/shared';
import './pictures.css';

/**
 * An item in a list of pairs: its text, or its picture's small thumbnail described by its alt text (R-PIC-11). A
 * plain <img> until the field's shared item component replaces it.
 */
export function PairItem({ item }: { item: string }) {
  const picture = parsePictureItem(item);
  if (!picture) return <span>{item}</span>;
  return <img className="pair-thumb" src={mediaUrl(picture.mediaId, 'small')} alt={picture.alt} title={picture.alt} width={40} height={40} loading="lazy" />;
}
