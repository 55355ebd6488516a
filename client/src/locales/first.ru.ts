import type { Messages } from '@lingui/core';
import { mergeCatalogs } from '../i18n/merge';

// The first part's words in 'ru', one .po file per source folder, bundled into one chunk.
export const messages: Messages = mergeCatalogs(import.meta.glob<{ messages: Messages }>('./first/*/ru.po', { eager: true }));
