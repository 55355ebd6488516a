import { z } from 'zod';
import { CODE_LENGTH, GAME_NAME_MAX, PASSWORD_MIN, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, USERNAME_MAX, USERNAME_MIN } from './constants.js';

/**
 * Form and request validation (R-AUTH-1, R-AUTH-2, R-AUTH-3, R-GAME-5, R-SHARE-1) as zod schemas, shared by the client (messages under fields)
 * and the API (4xx answers), so both refuse the same input with the same words.
 * Usernames are ASCII letters, digits and underscores: look-alike letters from other alphabets
 * (Cyrillic "а" vs Latin "a") would let two different accounts appear to have the same name.
 */

/** A required text that must not be blank once trimmed; the output is trimmed. */
export function nonEmptyTrimmedSchema(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_]*$/, 'Username can only contain letters, numbers and underscores');

export const passwordSchema = z.string({ error: 'Password is required' }).min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`);

export const emailSchema = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address'));

const passwordsMatch = (form: { password: string; confirmPassword: string }): boolean => form.password === form.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };
// Report a mismatch even while other fields still have errors, so the form shows every problem at once.
const whenBothPasswordsAreText = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine(passwordsMatch, { ...mismatch, ...whenBothPasswordsAreText });

/** The last step of the forgot-password flow: a new password and its confirmation. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'Please confirm your password' }) })
  .refine(passwordsMatch, { ...mismatch, ...whenBothPasswordsAreText });

export const loginFormSchema = z.object({
  username: nonEmptyTrimmedSchema('Please enter your username or email'),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
});

export function stripNonDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Verification and reset codes: non-digits are stripped (as on entry), then exactly 6 digits remain. */
export const codeSchema = z
  .string({ error: 'Please enter the 6-digit code' })
  .transform(stripNonDigits)
  .pipe(z.string().length(CODE_LENGTH, `Code must be exactly ${CODE_LENGTH} digits`));

const roomCodePattern = new RegExp(`^[${ROOM_CODE_ALPHABET}]*$`);

/** A room code: trimmed and uppercased, then exactly 6 characters of the room code alphabet. */
export const roomCodeSchema = z
  .string({ error: 'Please enter a room code' })
  .trim()
  .toUpperCase()
  .length(ROOM_CODE_LENGTH, `Room code must be ${ROOM_CODE_LENGTH} characters`)
  .regex(roomCodePattern, 'Room code can only contain letters and digits other than 0, O, 1, I and L');

export const gameNameSchema = nonEmptyTrimmedSchema('Game name is required').max(GAME_NAME_MAX, `Game name must be at most ${GAME_NAME_MAX} characters`);

export const shareRecipientSchema = nonEmptyTrimmedSchema('Please enter a username');
