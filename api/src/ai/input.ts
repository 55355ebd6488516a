import {
  AI_EMPTY_MESSAGE_ERROR,
  AI_MESSAGE_MAX,
  AI_SESSION_TITLE_MAX,
  AI_SESSIONS_PAGE_SIZE,
  AI_URL_MAX,
  DEFAULT_AI_SESSION_TITLE,
  nonEmptyTrimmedSchema,
} from '@matchdrop/shared';
import { z } from 'zod';
import { idSchema } from '../http/ids.js';

/** Request bodies, queries and path parameters of /api/ai. */

const AI_SESSIONS_LIMIT_MAX = 100;

export const sessionIdParams = z.object({ id: idSchema('Invalid chat session id') });

const titleSchema = nonEmptyTrimmedSchema('Please enter a title').max(AI_SESSION_TITLE_MAX, `Title must be at most ${AI_SESSION_TITLE_MAX} characters`);

export const createSessionBody = z.object({
  // Blank or missing: the default title (R-AI-4).
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .max(AI_SESSION_TITLE_MAX, `Title must be at most ${AI_SESSION_TITLE_MAX} characters`)
    .nullish()
    .transform((title) => (title ? title : DEFAULT_AI_SESSION_TITLE)),
});

export const renameSessionBody = z.object({ title: titleSchema });

const positiveInt = (name: string, fallback: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );

export const listSessionsQuery = z.object({
  page: positiveInt('page', 1, 1_000_000),
  limit: positiveInt('limit', AI_SESSIONS_PAGE_SIZE, AI_SESSIONS_LIMIT_MAX),
});

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, `${name} must be at most ${max} characters`)
    .nullish()
    .transform((text) => (text ?? '').trim());

/** R-AI-3: a message needs text, or a URL alone. */
export const messageBody = z
  .object({ content: optionalText('Message', AI_MESSAGE_MAX), url: optionalText('URL', AI_URL_MAX) })
  .refine((body) => body.content !== '' || body.url !== '', { message: AI_EMPTY_MESSAGE_ERROR });

export const saveBody = z.object({
  name: z.string({ error: 'name must be text' }).nullish(),
  /** Which answer's game to save; the latest game of the chat when missing. */
  messageId: idSchema('Invalid message id').optional(),
});
