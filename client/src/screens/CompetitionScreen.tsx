import { CompetitionEntry } from '../competitive/CompetitionEntry';
import type { Theme } from '../lib/theme';

interface CompetitionScreenProps {
  theme: Theme;
  /** True while a popup covers the page: a running round's game clock stands still. */
  paused: boolean;
  onBack: () => void;
}

/** Competition mode (R-ROOM-1, R-ROOM-7): the login requirement for visitors, the competitive screens for players. */
export function CompetitionScreen({ theme, paused, onBack }: CompetitionScreenProps) {
  return <CompetitionEntry theme={theme} paused={paused} onBack={onBack} />;
}
