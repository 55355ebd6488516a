import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  AI_EMPTY_MESSAGE_ERROR,
  CLASS_NAME_MAX,
  CODE_LENGTH,
  GAME_NAME_MAX,
  ITEM_TEXT_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  PASSWORD_MIN,
  ROOM_CODE_LENGTH,
  SUSPENSION_MESSAGE_MAX,
  SUSPENSION_REASON_MAX,
  TOURNAMENT_NICKNAME_MAX,
  TOURNAMENT_NICKNAME_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@matchdrop/shared';

/**
 * The messages of shared/ that reach the screen (its zod schemas' messages, the upload and game-data checks):
 * shared/ is pure and speaks English only, so the client words them here, looked up by their English text.
 * Import this only from lazily loaded screens: its words belong to the `rest` part, not the first page.
 * The keys are built with the constants shared/ builds its messages with, so a changed limit still matches
 * (shared-words.test.ts runs the schemas and fails on a message missing here).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the keys are shared/'s English messages; the words are the descriptors */
const SHARED_MESSAGES: ReadonlyArray<readonly [english: string, words: MessageDescriptor]> = [
  // validation.ts: accounts, codes, game names, sharing
  ['Username is required', msg`Username is required`],
  [`Username must be at least ${USERNAME_MIN} characters`, msg`Username must be at least ${USERNAME_MIN} characters`],
  [`Username must be at most ${USERNAME_MAX} characters`, msg`Username must be at most ${USERNAME_MAX} characters`],
  ['Username can only contain letters, numbers and underscores', msg`Username can only contain letters, numbers and underscores`],
  ['Password is required', msg`Password is required`],
  [`Password must be at least ${PASSWORD_MIN} characters long`, msg`Password must be at least ${PASSWORD_MIN} characters long`],
  ['Email is required', msg`Email is required`],
  ['Please enter a valid email address', msg`Please enter a valid email address`],
  ['Passwords do not match', msg`Passwords do not match`],
  ['Please confirm your password', msg`Please confirm your password`],
  ['Please enter your username or email', msg`Please enter your username or email`],
  ['Please enter your password', msg`Please enter your password`],
  ['Please enter the 6-digit code', msg`Please enter the 6-digit code`],
  [`Code must be exactly ${CODE_LENGTH} digits`, msg`Code must be exactly ${CODE_LENGTH} digits`],
  ['Please enter a room code', msg`Please enter a room code`],
  [`Room code must be ${ROOM_CODE_LENGTH} characters`, msg`Room code must be ${ROOM_CODE_LENGTH} characters`],
  ['Room code can only contain letters and digits other than 0, O, 1, I and L', msg`Room code can only contain letters and digits other than 0, O, 1, I and L`],
  ['Game name is required', msg`Game name is required`],
  [`Game name must be at most ${GAME_NAME_MAX} characters`, msg`Game name must be at most ${GAME_NAME_MAX} characters`],
  ['Please enter a username', msg`Please enter a username`],
  // wire/*-schemas.ts: the suspension conversation and the admin forms
  ['Please enter a message', msg`Please enter a message`],
  [`Message must be at most ${SUSPENSION_MESSAGE_MAX} characters`, msg`Message must be at most ${SUSPENSION_MESSAGE_MAX} characters`],
  ['Suspension reason is required', msg`Suspension reason is required`],
  [`Suspension reason must be at most ${SUSPENSION_REASON_MAX} characters`, msg`Suspension reason must be at most ${SUSPENSION_REASON_MAX} characters`],
  ['Please enter a title', msg`Please enter a title`],
  [`Title must be at most ${NOTIFICATION_TITLE_MAX} characters`, msg`Title must be at most ${NOTIFICATION_TITLE_MAX} characters`],
  [`Message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`, msg`Message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`],
  // wire/ai.ts
  [AI_EMPTY_MESSAGE_ERROR, msg`Please enter a message or a URL`],
  // classes/rest.ts
  ['Please enter a class code', msg`Please enter a class code`],
  [`Class code must be ${ROOM_CODE_LENGTH} characters`, msg`Class code must be ${ROOM_CODE_LENGTH} characters`],
  ['Class code can only contain letters and digits other than 0, O, 1, I and L', msg`Class code can only contain letters and digits other than 0, O, 1, I and L`],
  ['Class name is required', msg`Class name is required`],
  [`Class name must be at most ${CLASS_NAME_MAX} characters`, msg`Class name must be at most ${CLASS_NAME_MAX} characters`],
  // tournament/rest.ts
  ['Nickname is required', msg`Nickname is required`],
  [`Nickname must be ${TOURNAMENT_NICKNAME_MIN}–${TOURNAMENT_NICKNAME_MAX} characters`, msg`Nickname must be ${TOURNAMENT_NICKNAME_MIN}–${TOURNAMENT_NICKNAME_MAX} characters`],
  ['Please choose another nickname', msg`Please choose another nickname`],
  // normalize.ts: uploads and game data (the ones with the file's own words are in SHARED_PATTERNS)
  ['No items processed from dictionary', msg`No items processed from dictionary`],
  ['Every pair works in both directions', msg`Every pair works in both directions`],
  ['Invalid JSON format', msg`Invalid JSON format`],
  ['Game file is empty', msg`Game file is empty`],
  ['Invalid JSON file format', msg`Invalid JSON file format`],
];
/* eslint-enable lingui/no-unlocalized-strings */

const table = new Map(SHARED_MESSAGES);

/** What a value of an uploaded file is instead of text, as normalize.ts words it. */
function kindWords(kind: string): string {
  if (kind === 'a list') return i18n._(msg`a list`);
  if (kind === 'an object') return i18n._(msg`an object`);
  return kind;
}

/**
 * shared/'s messages that carry the file's own words or a count (normalize.ts), read back into their parts.
 * The patterns follow the templates in normalize.ts; the test runs normalize over bad files to keep them in step.
 */
const SHARED_PATTERNS: ReadonlyArray<readonly [pattern: RegExp, words: (match: RegExpExecArray) => string]> = [
  [
    /^(\d+) pairs? will also work in the other direction$/,
    ([, count]) => plural(Number(count), { one: '# pair will also work in the other direction', other: '# pairs will also work in the other direction' }),
  ],
  [
    /^Value of "(.*)" must be text, not (a list|an object|an? \w+)$/s,
    ([, key = '', kind = '']) => {
      const what = kindWords(kind);
      return i18n._(msg`Value of "${key}" must be text, not ${what}`);
    },
  ],
  [
    /^Key "(.*)" exceeds maximum length of (\d+) characters$/s,
    ([, key = '', max = String(ITEM_TEXT_MAX)]) => i18n._(msg`Key "${key}" exceeds maximum length of ${max} characters`),
  ],
  [
    /^Value "(.*)" exceeds maximum length of (\d+) characters$/s,
    ([, value = '', max = String(ITEM_TEXT_MAX)]) => i18n._(msg`Value "${value}" exceeds maximum length of ${max} characters`),
  ],
];

/** `text` (a message from shared/) in the interface's language; a text not in the table shows as it is. */
export function wordShared(text: string): string {
  const words = table.get(text);
  if (words) return i18n._(words);
  for (const [pattern, word] of SHARED_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return word(match);
  }
  return text;
}

/** Whether shared/'s `text` has words here (the test's check that every message of shared/ is covered). */
export function hasSharedWords(text: string): boolean {
  return table.has(text) || SHARED_PATTERNS.some(([pattern]) => pattern.test(text));
}
