import type { CompetitiveRoomOutcome, CompetitiveRoomView } from '@matchdrop/shared';
import type { Response } from 'express';
import { HttpError } from '../http/http-error.js';

/** The room of an outcome, or its refusal as the API's error (a 503 keeps its Retry-After). */
export async function roomOf(res: Response, outcome: Promise<CompetitiveRoomOutcome>): Promise<CompetitiveRoomView> {
  const answer = await outcome;
  if (answer.ok) return answer.room;
  if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
  const retry = answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds };
  throw new HttpError(answer.status, answer.code, answer.error, { ...answer.values, ...retry });
}
