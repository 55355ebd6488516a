import type { Locale, RegisterAnswer } from '@matchdrop/shared';
import type { RequestHandler } from 'express';
import { DEFAULT_LOCALE, emailSchema, passwordSchema, usernameSchema } from '@matchdrop/shared';
import { isUniqueViolation, type User } from '@matchdrop/db';
import { z } from 'zod';
import { issueCode } from '../codes/issue.js';
import { hashPassword } from '../crypto/password.js';
import type { ApiDeps } from '../deps.js';
import { HttpError } from '../http/http-error.js';
import { validateBody } from '../http/validate.js';
import { findUserByEmail, findUserByUsername, insertUser } from '../users/repository.js';
import { deliverCode } from './deliver.js';
import { localeField } from './schemas.js';
import { startSession } from './session.js';

// locale: the interface's language at registration, so the verification mail is already in it.
const registerBody = z.object({ username: usernameSchema, email: emailSchema, password: passwordSchema, locale: localeField.default(DEFAULT_LOCALE) });

/** The 409 answers the client recognises by their text ('Username already exists', 'Email already exists'). */
async function conflict(deps: ApiDeps, username: string, email: string): Promise<HttpError | undefined> {
  if (await findUserByUsername(deps.db, username)) {
    return new HttpError(409, 'username_taken', 'Username already exists', { conflictType: 'username' });
  }
  const owner = await findUserByEmail(deps.db, email);
  if (owner) return new HttpError(409, 'email_taken', 'Email already exists', { conflictType: 'email', existingUsername: owner.username });
  return undefined;
}

async function createUser(deps: ApiDeps, values: { username: string; email: string; passwordHash: string; verified: boolean; locale: Locale }): Promise<User> {
  try {
    return await insertUser(deps.db, { ...values, now: deps.clock.now() });
  } catch (err) {
    // Someone took the name or address while the password was being hashed.
    if (isUniqueViolation(err, 'users_username_lower_key') || isUniqueViolation(err, 'users_email_lower_key')) {
      throw (await conflict(deps, values.username, values.email)) ?? err;
    }
    throw err;
  }
}

/** POST /api/auth/register: either logs the new user in, or mails a code first (requireEmailVerification). */
export function register(deps: ApiDeps): RequestHandler {
  return async (req, res) => {
    const { username, email, password, locale } = validateBody(req, registerBody);
    const taken = await conflict(deps, username, email);
    if (taken) throw taken;
    const verify = deps.config.requireEmailVerification;
    const user = await createUser(deps, { username, email, passwordHash: await hashPassword(password), verified: !verify, locale });
    if (!verify) {
      res.status(201).json({ ...startSession(deps, user), requiresVerification: false, message: 'Registration successful' } satisfies RegisterAnswer);
      return;
    }
    await deliverCode(deps, await issueCode(deps, { purpose: 'verify_email', userId: user.id, email: user.email }));
    res.status(201).json({
      requiresVerification: true,
      userId: user.id,
      message: 'Registration successful. Please check your email for the verification code.',
    } satisfies RegisterAnswer);
  };
}
