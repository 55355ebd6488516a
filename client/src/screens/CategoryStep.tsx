import { CATEGORIES } from '@matchdrop/shared';
import { countLabel } from '../lib/count-label';
import { OptionCard } from '../ui/OptionCard';

interface CategoryStepProps {
  onOpen: (categoryId: string) => void;
}

export function CategoryStep({ onOpen }: CategoryStepProps) {
  return (
    <ul className="option-grid" aria-label="Topics">
      {CATEGORIES.map((category) => (
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
