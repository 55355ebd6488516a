import { GAME_NAME_MAX } from '@matchdrop/shared';

/**
 * The name of a recipient's copy of a shared game: the same name, or, when they already have a game
 * of that name (case-insensitively), the name + ' (shared)', then ' (shared 2)', ' (shared 3)'…
 * The name is cut so the result stays within the game-name limit.
 */
export function copyName(name: string, takenLowerCase: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : n === 2 ? ' (shared)' : ` (shared ${n - 1})`;
    const base = Array.from(name)
      .slice(0, GAME_NAME_MAX - suffix.length)
      .join('')
      .trimEnd();
    const candidate = base + suffix;
    if (!takenLowerCase.has(candidate.toLowerCase())) return candidate;
  }
}
