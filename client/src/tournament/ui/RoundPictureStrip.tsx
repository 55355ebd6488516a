import { useLingui } from '@lingui/react/macro';
import { parsePictureItem } from '@matchdrop/shared';
import { ItemText } from '../../ui/ItemText';

/**
 * The projector's row of the running round's pictures (R-PIC-16), in field order: what the hall is matching, shown on
 * the wall. Only picture items (the words are on every phone already); nothing for a round without pictures. The
 * presentation mode gives it its own class: pictures sized by the screen's height, words at R-TOURN-5's minimum.
 */
export function RoundPictureStrip({ items, className = 'round-pictures' }: { items: readonly string[]; className?: string }) {
  const { t } = useLingui();
  const pictures = items.filter((item) => parsePictureItem(item) !== null);
  if (pictures.length === 0) return null;
  return (
    <ul className={className} aria-label={t`This round's pictures`} data-testid="round-pictures">
      {pictures.map((item) => (
        <li key={item}>
          <ItemText item={item} />
        </li>
      ))}
    </ul>
  );
}
