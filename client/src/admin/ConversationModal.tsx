import type { InboxConversation } from '@matchdrop/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { relativeTime } from '../lib/relative-time';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
import { checkReply } from './admin-forms';
import { markMessageRead, sendAdminMessage } from './admin-api';
import { markedRead, replaceConversation, replyParentId, unreadMessageIds, withReply } from './inbox-logic';
import { MINUTE_MS, useNow } from '../lib/use-now';

interface ConversationModalProps {
  conversation: InboxConversation | null;
  onClose: () => void;
  /** Applies a change to the conversation list (read marks, a reply). */
  onUpdate: (change: (list: InboxConversation[]) => InboxConversation[]) => void;
  onDelete: (userId: number) => void;
}

/** R-ADMIN-4: one suspended user's thread with a reply box. Opening it marks the user's messages read. */
export function ConversationModal({ conversation, onClose, onUpdate, onDelete }: ConversationModalProps) {
  const userId = conversation?.user_id;

  // Read marks are best effort: the thread reads as read here even if a call fails (it is re-read on refresh).
  const markOpenedRead = useEffectEvent(() => {
    if (!conversation) return;
    const ids = unreadMessageIds(conversation);
    if (ids.length === 0) return;
    onUpdate((list) => replaceConversation(list, markedRead(conversation)));
    for (const id of ids) markMessageRead(id).catch(() => undefined);
  });
  // Only when another conversation opens, not on every change of this one.
  useEffect(() => markOpenedRead(), [userId]);

  const now = useNow(MINUTE_MS);
  return (
    <Modal open={conversation !== null} title={conversation ? `Conversation with ${conversation.username}` : 'Conversation'} onClose={onClose}>
      {conversation && (
        <div className="conversation admin-thread">
          <p className="muted">
            {conversation.email}
            {conversation.suspension_reason ? ` · Suspended: ${conversation.suspension_reason}` : ' · No longer suspended'}
          </p>
          <ol className="conversation-list">
            {conversation.messages.map((m) => (
              <li key={m.id} className={`conversation-message conversation-${m.sender_type}`}>
                <span className="conversation-author">
                  {m.sender_type === 'admin' ? `Admin${m.username ? ` ${m.username}` : ''}` : conversation.username} ·{' '}
                  <time dateTime={m.sent_at}>{relativeTime(m.sent_at, now)}</time>
                </span>
                {m.message}
              </li>
            ))}
          </ol>
          {/* Keyed: another conversation starts from an empty reply box. */}
          <ReplyForm key={conversation.user_id} conversation={conversation} onUpdate={onUpdate} onDelete={onDelete} />
        </div>
      )}
    </Modal>
  );
}

function ReplyForm({ conversation, onUpdate, onDelete }: Omit<ConversationModalProps, 'conversation' | 'onClose'> & { conversation: InboxConversation }) {
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const boxId = useId();
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (text: string) => {
      const sent = await sendAdminMessage(conversation.user_id, text, replyParentId(conversation));
      onUpdate((list) => withReply(list, conversation.user_id, sent));
      setDraft('');
    },
    { failure: 'Failed to send message' },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReply(draft);
    if (!checked.ok) {
      setInvalid(checked.error);
      clearFailure();
      return;
    }
    setInvalid(undefined);
    void submit(checked.value);
  }

  const error = invalid ?? failure;
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <div className="field">
        <label className="field-label" htmlFor={boxId}>
          Reply to {conversation.username}
        </label>
        <textarea id={boxId} className="field-input" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <FormError title={error} />
      <div className="button-row">
        <button type="button" className="btn btn-danger" onClick={() => onDelete(conversation.user_id)}>
          Delete Conversation
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send Reply'}
        </button>
      </div>
    </form>
  );
}
