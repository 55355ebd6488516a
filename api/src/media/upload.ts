import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from '../http/http-error.js';

/** The form field the picture comes in (what a browser form or FormData sends). */
const FILE_FIELD = 'file';

/** Room for the multipart boundaries and headers around the file within a request's declared length. */
const ENVELOPE_BYTES = 64 * 1024;

function tooLarge(maxBytes: number): HttpError {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new HttpError(413, 'picture_too_large', `That file is larger than ${mb} MB. Make it smaller (or save it as JPEG) and upload it again.`, { maxBytes });
}

const noFile = (): HttpError => new HttpError(400, 'invalid_input', `Send the picture as multipart/form-data in the field "${FILE_FIELD}".`, { field: FILE_FIELD });

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser gave the file (only ever shown or used as a default, never trusted for its type). */
  fileName: string;
  /** The form's text fields. */
  fields: Record<string, string>;
}

/**
 * The one file in the request's `file` field, read into memory up to `maxBytes`: a request that says it is larger
 * is refused before its body is read, one that turns out larger is cut off at the limit (413 either way).
 */
export function readUploadedFile(req: Request, maxBytes: number, tooLargeError = tooLarge(maxBytes)): Promise<UploadedFile> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) return Promise.reject(tooLargeError);
  if (!req.is('multipart/form-data')) return Promise.reject(noFile());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 8, parts: 10 } });
    } catch {
      reject(noFile());
      return;
    }
    let file: Buffer | undefined;
    let fileName = '';
    const fields: Record<string, string> = {};
    let failure: HttpError | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== FILE_FIELD) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? '';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLargeError;
      });
      stream.on('end', () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(noFile()));
    // A client that goes away mid-upload: the parser would never close, and the promise would hold the chunks.
    req.once('close', () => {
      if (!req.complete) reject(noFile());
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.length === 0) reject(noFile());
      else resolve({ bytes: file, fileName, fields });
    });
    req.pipe(parser);
  });
}
