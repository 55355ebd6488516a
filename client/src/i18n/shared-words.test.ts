import {
  AI_EMPTY_MESSAGE_ERROR,
  classCodeSchema,
  codeSchema,
  createClassSchema,
  emailSchema,
  gameNameSchema,
  loginFormSchema,
  newPasswordFormSchema,
  normalizeGameData,
  notificationMessageSchema,
  notificationTitleSchema,
  parseGameFile,
  passwordSchema,
  registerFormSchema,
  roomCodeSchema,
  shareRecipientSchema,
  suspensionMessageSchema,
  suspensionReasonSchema,
  tournamentNicknameSchema,
  usernameSchema,
  type NormalizeResult,
} from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasSharedWords, wordShared } from './shared-words';

/** Every message a schema gives for each of the bad inputs. */
function messagesOf(schema: z.ZodType, inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const long = (n: number) => 'x'.repeat(n);

/** shared/'s schemas the client shows, each with input bad in every way it refuses. */
const SCHEMAS: ReadonlyArray<readonly [name: string, schema: z.ZodType, bad: readonly unknown[]]> = [
  ['usernameSchema', usernameSchema, [undefined, '', 'ab', long(51), 'ada lovelace']],
  ['passwordSchema', passwordSchema, [undefined, '12345']],
  ['emailSchema', emailSchema, [undefined, '  ', 'not-an-address']],
  ['registerFormSchema', registerFormSchema, [{}, { username: 'ada', email: 'ada@example.com', password: 'secret1', confirmPassword: 'other1' }]],
  ['newPasswordFormSchema', newPasswordFormSchema, [{}, { password: 'secret1', confirmPassword: 'other1' }]],
  ['loginFormSchema', loginFormSchema, [{}, { username: '  ', password: '' }]],
  ['codeSchema', codeSchema, [undefined, '12']],
  ['roomCodeSchema', roomCodeSchema, [undefined, 'AB', '000000']],
  ['gameNameSchema', gameNameSchema, [undefined, '  ', long(51)]],
  ['shareRecipientSchema', shareRecipientSchema, [undefined, ' ']],
  ['suspensionMessageSchema', suspensionMessageSchema, [undefined, ' ', long(2001)]],
  ['suspensionReasonSchema', suspensionReasonSchema, [undefined, ' ', long(501)]],
  ['notificationTitleSchema', notificationTitleSchema, [undefined, ' ', long(201)]],
  ['notificationMessageSchema', notificationMessageSchema, [undefined, ' ', long(2001)]],
  ['classCodeSchema', classCodeSchema, [undefined, 'AB', '000000']],
  ['createClassSchema', createClassSchema, [{}, { name: ' ' }, { name: long(81) }]],
  ['tournamentNicknameSchema', tournamentNicknameSchema, [undefined, 'a', long(21), 'shithead']],
];

const messageOf = (result: NormalizeResult): string => (result.ok ? result.message : result.error);

/** The upload and game-data checks of normalize.ts, over files bad in every way they refuse, and good ones. */
const GAME_DATA_MESSAGES = [
  parseGameFile('', 'words.json'),
  parseGameFile('{', 'words.json'),
  parseGameFile('', 'words.csv'),
  normalizeGameData([]),
  normalizeGameData({}),
  normalizeGameData({ same: 'same' }),
  normalizeGameData({ cat: ['a', 'list'] }),
  normalizeGameData({ cat: { an: 'object' } }),
  normalizeGameData({ [long(201)]: 'cat' }),
  normalizeGameData({ cat: long(201) }),
  normalizeGameData({ cat: 'кошка', кошка: 'cat' }),
  normalizeGameData({ cat: 'кошка' }),
  normalizeGameData({ cat: 'кошка', dog: 'собака' }),
].map(messageOf);

describe('wordShared', () => {
  it.each(SCHEMAS)('has words for every message of %s', (_name, schema, bad) => {
    const messages = messagesOf(schema, bad);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !hasSharedWords(message))).toEqual([]);
  });

  it("has words for every message of normalize.ts's checks, the file's own words included", () => {
    expect(GAME_DATA_MESSAGES.filter((message) => !hasSharedWords(message))).toEqual([]);
  });

  it("has words for the AI chat's empty message", () => {
    expect(hasSharedWords(AI_EMPTY_MESSAGE_ERROR)).toBe(true);
  });

  it('words a message in English as shared/ says it, with the parts read back in place', () => {
    for (const message of [...SCHEMAS.flatMap(([, schema, bad]) => messagesOf(schema, bad)), ...GAME_DATA_MESSAGES]) {
      expect(wordShared(message)).toBe(message);
    }
  });

  it('shows a message it has no words for as it is', () => {
    expect(hasSharedWords('Something new from the server')).toBe(false);
    expect(wordShared('Something new from the server')).toBe('Something new from the server');
  });
});
