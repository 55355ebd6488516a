import { useLingui } from '@lingui/react/macro';
import type { CatalogCategory } from '@matchdrop/shared';
import { countLabel } from '../lib/count-label';
import { OptionCard } from '../ui/OptionCard';

interface GameStepProps {
  category: CatalogCategory;
  onOpen: (gameId: string) => void;
}

export function GameStep({ category, onOpen }: GameStepProps) {
  const { t } = useLingui();
  const topic = category.name;
  return (
    <ul className="option-grid" aria-label={t`${topic} games`}>
      {category.games.map((game) => (
        <OptionCard key={game.id} icon={game.icon} title={game.name} description={game.description} meta={countLabel(game.pairCount, 'pair')} onSelect={() => onOpen(game.id)} />
      ))}
    </ul>
  );
}
