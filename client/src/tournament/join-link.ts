import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, TOURNAMENT_JOIN_PARAM } from '@matchdrop/shared';

/** A tournament code uses the room codes' alphabet and length. */
const CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** The query parameter of a join link: `/?t=CODE`. */
export const JOIN_PARAM = TOURNAMENT_JOIN_PARAM;

/** The code of a join link's query string (`?t=abc123` → `ABC123`), or null when there is none or it cannot be a code. */
export function tournamentCodeFromSearch(search: string): string | null {
  const raw = new URLSearchParams(search).get(JOIN_PARAM);
  if (raw === null) return null;
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The link players open (and the QR code holds): the site's own origin, so it works wherever it is hosted. */
export function joinLink(origin: string, code: string): string {
  return `${origin}/?${JOIN_PARAM}=${encodeURIComponent(code)}`;
}

/** The query string without the join parameter, so a finished or left tournament is not re-entered on reload. */
export function searchWithoutCode(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(JOIN_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
