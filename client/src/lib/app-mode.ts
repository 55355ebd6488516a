import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The two header modes (R-UI-1). */
export type AppMode = 'freeplay' | 'competition';

export const APP_MODES: readonly { id: AppMode; label: MessageDescriptor }[] = [
  { id: 'freeplay', label: msg`Freeplay` },
  { id: 'competition', label: msg`Competition` },
];

/** R-ROOM-1: competition requires login. */
export const COMPETITION_LOGIN_MESSAGE = msg`Please log in to play competitive mode`;
