import { useLingui } from '@lingui/react/macro';
import { CATALOG_TOPICS } from '@matchdrop/shared';
import { builtinGames } from '../lib/builtin-games';
import { catalogGames } from '../lib/catalog-games';
import { countLabel } from '../lib/count-label';
import { OptionCard } from '../ui/OptionCard';
import { pairCountStep } from './game-screen-chunk';

interface CategoryStepProps {
  onOpen: (categoryId: string) => void;
}

/** A topic pointed at or focused: its games' entries and the pair-count step show at once on a click, and the pairs load for Start Game. */
const preloadPicks = () => {
  catalogGames.preload();
  pairCountStep.preload();
  builtinGames.preload();
};

export function CategoryStep({ onOpen }: CategoryStepProps) {
  const { t } = useLingui();
  return (
    // A topic pointed at (a touch too) or reached with Tab: the player is about to pick a game, so its games and pairs start loading.
    <ul className="option-grid" aria-label={t`Topics`} onPointerOver={preloadPicks} onFocus={preloadPicks}>
      {CATALOG_TOPICS.map((category) => (
        <OptionCard
          key={category.id}
          icon={category.icon}
          title={category.name}
          description={category.description}
          meta={countLabel(category.gameCount, 'game')}
          onSelect={() => onOpen(category.id)}
        />
      ))}
    </ul>
  );
}
