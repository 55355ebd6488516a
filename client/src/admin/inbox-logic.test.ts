import { describe, expect, it } from 'vitest';
import type { InboxConversation, InboxMessage } from '@matchdrop/shared';
import { conversationPreview, markedRead, previewText, replaceConversation, replyParentId, totalUnread, unreadMessageIds, withoutConversation, withReply } from './inbox-logic';

const message = (id: number, sender: 'admin' | 'user', text: string, isRead = false): InboxMessage => ({
  id,
  sender_type: sender,
  sender_id: sender === 'user' ? 7 : 1,
  username: sender === 'user' ? 'rogue' : 'admin',
  email: null,
  suspended_user_id: 7,
  suspension_id: 3,
  suspension_reason: 'Spam',
  message: text,
  parent_message_id: null,
  sent_at: `2025-03-01T12:0${id}:00.000Z`,
  is_read: isRead,
});

const thread = (userId: number, messages: InboxMessage[], unread = messages.filter((m) => m.sender_type === 'user' && !m.is_read).length): InboxConversation => ({
  user_id: userId,
  username: `user${userId}`,
  email: `u${userId}@x.test`,
  is_suspended: true,
  suspension_reason: 'Spam',
  unread_count: unread,
  last_message_at: messages.at(-1)?.sent_at ?? '',
  messages,
});

describe('previewText', () => {
  it('keeps texts of up to 100 characters and cuts longer ones at 100 with an ellipsis', () => {
    expect(previewText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(previewText('y'.repeat(101))).toBe(`${'y'.repeat(100)}…`);
    expect(previewText('short')).toBe('short');
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const text = '😀'.repeat(101);
    expect(previewText(text)).toBe(`${'😀'.repeat(100)}…`);
    expect(previewText('😀'.repeat(100))).toBe('😀'.repeat(100));
  });
});

describe('conversations', () => {
  const conversation = thread(7, [message(1, 'user', 'Why?'), message(2, 'admin', 'Because', true), message(3, 'user', 'z'.repeat(150))]);

  it('previews the last message, marked when the admins wrote it', () => {
    expect(conversationPreview(conversation)).toBe(`${'z'.repeat(100)}…`);
    expect(conversationPreview(thread(7, [message(1, 'user', 'Hi'), message(2, 'admin', 'Hello')]))).toBe('You: Hello');
    expect(conversationPreview(thread(7, []))).toBe('');
  });

  it('counts unread user messages and lists their ids; admin messages never count', () => {
    expect(unreadMessageIds(conversation)).toEqual([1, 3]);
    expect(totalUnread([conversation, thread(8, [message(4, 'user', 'a')])])).toBe(3);
  });

  it('marks a conversation read without touching the admins’ messages', () => {
    const read = markedRead(conversation);
    expect(read.unread_count).toBe(0);
    expect(read.messages.map((m) => m.is_read)).toEqual([true, true, true]);
    expect(conversation.messages[0]!.is_read).toBe(false);
  });

  it('replies to the user’s latest message', () => {
    expect(replyParentId(conversation)).toBe(3);
    expect(replyParentId(thread(7, [message(2, 'admin', 'Note')]))).toBeUndefined();
  });

  it('appends a reply and moves that conversation to the top', () => {
    const other = thread(8, [message(5, 'user', 'Me too')]);
    const reply = { ...message(9, 'admin', 'Answer'), sent_at: '2025-03-02T00:00:00.000Z' };
    const [first, second] = withReply([other, conversation], 7, reply);
    expect(first!.user_id).toBe(7);
    expect(first!.messages.at(-1)).toEqual(reply);
    expect(first!.last_message_at).toBe('2025-03-02T00:00:00.000Z');
    expect(second).toBe(other);
    expect(withReply([other], 99, reply)).toEqual([other]);
  });

  it('replaces and removes one conversation by user id', () => {
    const other = thread(8, [message(5, 'user', 'Me too')]);
    expect(replaceConversation([conversation, other], markedRead(conversation))[0]!.unread_count).toBe(0);
    expect(withoutConversation([conversation, other], 7)).toEqual([other]);
  });
});
