import { z } from 'zod';
import { LOCALES } from './locales.js';

// Apart from locales.ts: a module the client's first page imports must not call zod at its top level.
export const localeSchema = z.enum(LOCALES);
