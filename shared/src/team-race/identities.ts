/**
 * R-TEAM-2: every team's name and colour come from this fixed list (the client words each key in the three
 * languages); past the list's length the names repeat with a number ("Otters 2"). The colours are dark enough for
 * white text at WCAG AA (4.5:1) on the big team banner.
 */
export const TEAM_IDENTITIES = [
  { key: 'otters', colour: '#8a4b12' },
  { key: 'foxes', colour: '#b3261e' },
  { key: 'owls', colour: '#5b3c88' },
  { key: 'dolphins', colour: '#0b5cad' },
  { key: 'tigers', colour: '#a04a00' },
  { key: 'pandas', colour: '#333333' },
  { key: 'eagles', colour: '#6b4f1d' },
  { key: 'koalas', colour: '#4a5a6a' },
  { key: 'wolves', colour: '#37474f' },
  { key: 'penguins', colour: '#1b3a5c' },
  { key: 'frogs', colour: '#1e6b2e' },
  { key: 'bees', colour: '#7a5c00' },
] as const;

export type TeamNameKey = (typeof TEAM_IDENTITIES)[number]['key'];

export interface TeamIdentity {
  /** The team's slot in the race (0-based): it keeps its name and colour across rounds while its members change. */
  index: number;
  key: TeamNameKey;
  colour: string;
  /** 1 for the first use of a name, 2 for its second ("Otters 2")… */
  number: number;
}

export function teamIdentity(index: number): TeamIdentity {
  const entry = TEAM_IDENTITIES[index % TEAM_IDENTITIES.length]!;
  return { index, key: entry.key, colour: entry.colour, number: Math.floor(index / TEAM_IDENTITIES.length) + 1 };
}
