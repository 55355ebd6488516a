import type { MessageQuota } from '../api';

/** A refused send (e.g. the day's quota is used up) may carry the current quota; keep the old one otherwise. */
export function quotaAfterRefusal(current: MessageQuota | null, body: unknown): MessageQuota | null {
  if (typeof body !== 'object' || body === null) return current;
  const { canSendMore, messagesLeft } = body as { canSendMore?: unknown; messagesLeft?: unknown };
  if (typeof canSendMore !== 'boolean' || typeof messagesLeft !== 'number') return current;
  return { canSendMore, messagesLeft };
}
