import { t } from '@lingui/core/macro';
import { ADMIN_PREVIEW_CHARS, type InboxConversation, type InboxMessage } from '@matchdrop/shared';

/** R-ADMIN-5: message previews are cut at 100 characters (whole characters, never half an emoji). */
export function previewText(text: string, max: number = ADMIN_PREVIEW_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

function lastMessage(conversation: InboxConversation): InboxMessage | undefined {
  return conversation.messages.at(-1);
}

/** The conversation list's second line: who wrote last and the cut message (worded at render time). */
export function conversationPreview(conversation: InboxConversation): string {
  const last = lastMessage(conversation);
  if (!last) return '';
  const preview = previewText(last.message);
  return last.sender_type === 'admin' ? t`You: ${preview}` : preview;
}

export function totalUnread(conversations: readonly InboxConversation[]): number {
  return conversations.reduce((sum, conversation) => sum + conversation.unread_count, 0);
}

/** The user's messages no admin has read yet (opening the conversation marks them read). */
export function unreadMessageIds(conversation: InboxConversation): number[] {
  return conversation.messages.filter((m) => m.sender_type === 'user' && !m.is_read).map((m) => m.id);
}

export function markedRead(conversation: InboxConversation): InboxConversation {
  return {
    ...conversation,
    unread_count: 0,
    messages: conversation.messages.map((m) => (m.sender_type === 'user' ? { ...m, is_read: true } : m)),
  };
}

/** A reply answers the user's latest message (its parentMessageId), if they wrote any. */
export function replyParentId(conversation: InboxConversation): number | undefined {
  return conversation.messages.findLast((m) => m.sender_type === 'user')?.id;
}

/** The conversation after the admin's reply: the message appended and the thread moved to the top. */
export function withReply(conversations: readonly InboxConversation[], userId: number, reply: InboxMessage): InboxConversation[] {
  const thread = conversations.find((c) => c.user_id === userId);
  if (!thread) return [...conversations];
  const updated = { ...thread, messages: [...thread.messages, reply], last_message_at: reply.sent_at };
  return [updated, ...conversations.filter((c) => c.user_id !== userId)];
}

export function replaceConversation(conversations: readonly InboxConversation[], updated: InboxConversation): InboxConversation[] {
  return conversations.map((c) => (c.user_id === updated.user_id ? updated : c));
}

export function withoutConversation(conversations: readonly InboxConversation[], userId: number): InboxConversation[] {
  return conversations.filter((c) => c.user_id !== userId);
}
