import { notificationMessageSchema, notificationTitleSchema, suspensionMessageSchema, suspensionReasonSchema } from '@matchdrop/shared';

/** The admin forms' checks: the API's own field schemas, so a refusal here has the words it would have there (R-ADMIN-3, R-ADMIN-4). */

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

type TextSchema = typeof suspensionReasonSchema;

function check(schema: TextSchema, text: string): Checked<string> {
  const result = schema.safeParse(text);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message ?? result.error.message };
}

/** R-ADMIN-3: a suspension reason is required and not blank once trimmed. */
export const checkSuspensionReason = (text: string): Checked<string> => check(suspensionReasonSchema, text);

/** R-ADMIN-4: an admin reply must not be empty. */
export const checkReply = (text: string): Checked<string> => check(suspensionMessageSchema, text);

export function checkNotification(form: { title: string; message: string }): Checked<{ title: string; message: string }> {
  const title = check(notificationTitleSchema, form.title);
  if (!title.ok) return title;
  const message = check(notificationMessageSchema, form.message);
  if (!message.ok) return message;
  return { ok: true, value: { title: title.value, message: message.value } };
}
