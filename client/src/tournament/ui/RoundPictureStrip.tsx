import { useLingui } from '@lingui/react/macro';
import { parsePictureItem } from '@matchdrop/shared';
import { ItemText } from '../../ui/ItemText';

/**
 * The projector's row of the running round's pictures (R-PIC-16), in field order: what the hall is matching, shown on
 * the wall. Only picture items (the words are on every phone already); nothing for a round without pictures.
 */
export function RoundPictureStrip({ items }: { items: readonly string[] }) {
  const { t } = useLingui();
  const pictures = items.filter((item) => parsePictureItem(item) !== null);
  if (pictures.length === 0) return null;
  return (
    <ul className="round-pictures" aria-label={t`This round's pictures`} data-testid="round-pictures">
      {pictures.map((item) => (
        <li key={item}>
          <ItemText item={item} />
        </li>
      ))}
    </ul>
  );
}
