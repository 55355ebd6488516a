import { useLingui } from '@lingui/react/macro';
import { CATALOG_INDEX } from '@matchdrop/shared';
import { builtinGames } from '../lib/builtin-games';
import { countLabel } from '../lib/count-label';
import { OptionCard } from '../ui/OptionCard';

interface CategoryStepProps {
  onOpen: (categoryId: string) => void;
}

export function CategoryStep({ onOpen }: CategoryStepProps) {
  const { t } = useLingui();
  return (
    // A topic pointed at (a touch too) or reached with Tab: the player is about to pick a game, so its pairs start loading.
    <ul className="option-grid" aria-label={t`Topics`} onPointerOver={builtinGames.preload} onFocus={builtinGames.preload}>
      {CATALOG_INDEX.map((category) => (
        <OptionCard
          key={category.id}
          icon={category.icon}
          title={category.name}
          description={category.description}
          meta={countLabel(category.games.length, 'game')}
          onSelect={() => onOpen(category.id)}
        />
      ))}
    </ul>
  );
}
