import { ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { REFUSALS } from './logic/index.js';
import type { RefusalCode } from './logic/index.js';

/**
 * The room code a joinById request is for, handed to the room's static onAuth (which Colyseus calls with the
 * client's options only): set by the matchmaking controller below, never taken from the client.
 */
export const ROOM_CODE_OPTION = '__matchdropRoomCode';

/** A refusal as the matchmaker answers it: the HTTP status is the error's code, `{ code, error }` its body. */
export function joinRefusalError(code: RefusalCode): ServerError {
  return new ServerError(REFUSALS[code].status, REFUSALS[code].message);
}

/** The matchmaker's own failures (520–526) as the 4xx a refused join is; anything already 4xx passes through. */
function asClientError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && code >= 400 && code < 500) return error;
  if (/is locked/.test(error.message)) return joinRefusalError('room_locked');
  if (/already full/.test(error.message)) return joinRefusalError('room_full');
  if (code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID || /not found|disposed/.test(error.message)) return joinRefusalError('room_not_found');
  if (code === ErrorCode.AUTH_FAILED) return joinRefusalError('login_required');
  if (code === ErrorCode.MATCHMAKE_EXPIRED) return new ServerError(409, 'This seat is no longer reserved. Please join again.');
  return error;
}

let installed = false;

/**
 * Makes a refused POST /matchmake/joinById/<code> (and /reconnect) a 4xx with a clear `{ error }` instead of the
 * matchmaker's 52x: 401 no or bad token, 403 suspended, 404 no such room, 409 full or locked, 429 reserved too
 * often. Colyseus answers with the thrown error's code as the HTTP status, so the controller maps its own errors;
 * the room's onAuth throws its refusals with their status already. Installed once per process.
 */
export function installJoinRefusals(): void {
  if (installed) return;
  installed = true;
  const { controller } = matchMaker;
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = async (method, roomName, clientOptions = {}, authOptions) => {
    const options = method === 'joinById' ? { ...clientOptions, [ROOM_CODE_OPTION]: roomName } : clientOptions;
    try {
      return await invoke(method, roomName, options, authOptions);
    } catch (error) {
      throw asClientError(error);
    }
  };
}
