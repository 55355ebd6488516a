import type { Response } from 'express';

/**
 * Sends an answer already written as JSON text, with the headers `res.json` would give it (Express's `send` adds
 * the charset and the ETag). For answers that carry JSON stored in the database as is (games/serialize.ts).
 */
export function sendJsonText(res: Response, text: string): void {
  res.type('application/json').send(text);
}
