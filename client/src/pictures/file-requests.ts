import type { MediaAnswer, SavedGame } from '@matchdrop/shared';
import { ApiError, apiClient } from '../api';
import { downloadBlob } from '../lib/download';

/** A stored picture as POST /api/media answers it. */
export type StoredPicture = MediaAnswer['media'];

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Never shown (failureMessage words the answer's code, else the screen's fallback): the error's text for logs and tests.
const REQUEST_FAILED = 'Request failed';
const AUTHORIZATION = 'Authorization';
const ACCEPT = 'Accept';
const JSON_TYPE = 'application/json';
const POST = 'POST';

function authorization(): Record<string, string> {
  const token = apiClient.readToken();
  return token ? { [AUTHORIZATION]: `Bearer ${token}` } : {};
}

const refusal = (status: number, body: unknown): ApiError => new ApiError(status, `${REQUEST_FAILED}: ${status}`, body);

/** An upload that sends no byte for this long has stalled (a dropped school Wi-Fi): it is given up, not waited on. */
export const UPLOAD_STALL_MS = 30_000;
/**
 * Once every byte is sent, the server's answer may take this long: an import re-encodes every picture of its archive
 * (R-PIC-10), but a request still open after it is given up with a message rather than left spinning.
 */
export const ANSWER_WAIT_MS = 120_000;

/**
 * Sends one file as multipart field `file` (what POST /api/media and the game import read). XMLHttpRequest, not
 * fetch: only it reports the upload's progress, which a teacher on school Wi-Fi needs to see. A refusal is an
 * ApiError carrying the answer's body, so failureMessage words its code (picture_too_large, rate_limited, …). Never
 * waits without end: no progress for UPLOAD_STALL_MS while sending, or no answer ANSWER_WAIT_MS after the last byte,
 * aborts it as a failed connection (status 0).
 */
function sendFile<T>(path: string, file: Blob, fileName: string, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpIn = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => request.abort(), ms);
    };
    const fail = () => reject(new ApiError(0, REQUEST_FAILED));
    request.open(POST, path);
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.setRequestHeader(ACCEPT, JSON_TYPE);
    request.upload.onprogress = (event) => {
      giveUpIn(UPLOAD_STALL_MS);
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => giveUpIn(ANSWER_WAIT_MS);
    request.onerror = fail;
    request.onabort = fail;
    request.onloadend = () => clearTimeout(timer);
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(refusal(request.status, body));
    };
    const form = new FormData();
    form.append('file', file, fileName);
    request.send(form);
    giveUpIn(UPLOAD_STALL_MS);
  });
}

/** Stores a picture (R-PIC-1..6): its id, addresses and size. */
export async function uploadPicture(file: File, onProgress?: (fraction: number) => void): Promise<StoredPicture> {
  return (await sendFile<MediaAnswer>('/api/media', file, file.name, onProgress)).media;
}

/** Makes the caller a private game from an exported .zip or JSON (R-PIC-10). */
export async function importGame(file: File): Promise<SavedGame> {
  return (await sendFile<{ dictionary: SavedGame }>('/api/dictionaries/import', file, file.name)).dictionary;
}

/**
 * Downloads a saved game's export with its pictures (R-PIC-10), as the signed-in viewer. The answer's start is waited
 * for ANSWER_WAIT_MS at most (the server zips first); its bytes, up to 100 MB of pictures on a slow line, are not cut.
 */
export async function downloadGameFile(id: number, kind: 'zip' | 'json', fileName: string): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ANSWER_WAIT_MS);
  let response: Response;
  try {
    response = await fetch(`/api/dictionaries/${id}/export.${kind}`, { headers: authorization(), signal: abort.signal });
  } catch (cause) {
    throw new ApiError(0, REQUEST_FAILED, null, { cause });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw refusal(response.status, readJson(await response.text()));
  downloadBlob(await response.blob(), fileName);
}
