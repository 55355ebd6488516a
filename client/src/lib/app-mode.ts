/** The two header modes (R-UI-1). */
export type AppMode = 'freeplay' | 'competition';

export const APP_MODES: readonly { id: AppMode; label: string }[] = [
  { id: 'freeplay', label: 'Freeplay' },
  { id: 'competition', label: 'Competition' },
];

/** R-ROOM-1: competition requires login. */
export const COMPETITION_LOGIN_MESSAGE = 'Please log in to play competitive mode';
