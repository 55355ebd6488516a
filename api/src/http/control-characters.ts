import type { RequestHandler } from 'express';
import { controlCharacterIn, controlCharacterMessage, findControlCharacter } from '@matchdrop/shared';
import { HttpError } from './http-error.js';

/** The decoded path, or undefined when its percent-encoding is broken (the router answers that 400 itself). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * At the edge, before any route: a control character in the path, the query or the JSON body is a
 * 400 naming the field (shared's rule, so the client says the same), never a database error later.
 */
export function rejectControlCharacters(): RequestHandler {
  return (req, _res, next) => {
    const path = decodedPath(req.path);
    const inPath = path === undefined ? undefined : controlCharacterIn(path, false);
    if (inPath !== undefined) throw new HttpError(400, 'control_character', controlCharacterMessage('The address', inPath));
    const found = findControlCharacter(req.query) ?? findControlCharacter(req.body);
    if (found !== undefined) throw new HttpError(400, 'control_character', found);
    next();
  };
}
