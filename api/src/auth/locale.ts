import type { Locale } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiDeps } from '../deps.js';
import { validateBody } from '../http/validate.js';
import { setLocale } from '../users/repository.js';
import { currentUser } from './current-user.js';
import { localeField } from './schemas.js';

const localeBody = z.object({ locale: localeField });

/** PUT /api/auth/profile/locale: the account's interface language, which its later e-mails are written in. */
export function updateLocale(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { locale } = validateBody(req, localeBody);
    await setLocale(deps.db, currentUser(req).id, locale);
    res.json({ locale } satisfies { locale: Locale });
  };
}
