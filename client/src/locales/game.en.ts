import type { Messages } from '@lingui/core';
import { mergeCatalogs } from '../i18n/merge';

// The game part's words in 'en', one .po file per source folder, bundled into one chunk.
export const messages: Messages = mergeCatalogs(import.meta.glob<{ messages: Messages }>('./game/*/en.po', { eager: true }));
