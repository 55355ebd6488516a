import type { InboxConversation } from '@matchdrop/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../api';
import { FormMessage } from '../account/fields';
import { relativeTime } from '../lib/relative-time';
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
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const boxId = useId();
  const userId = conversation?.user_id;

  // Another conversation starts from an empty reply box (state adjusted while rendering, not in an effect).
  const [draftFor, setDraftFor] = useState(userId);
  if (draftFor !== userId) {
    setDraftFor(userId);
    setDraft('');
    setError(undefined);
  }

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

  async function reply(event: FormEvent) {
    event.preventDefault();
    if (!conversation) return;
    const checked = checkReply(draft);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const sent = await sendAdminMessage(conversation.user_id, checked.value, replyParentId(conversation));
      onUpdate((list) => withReply(list, conversation.user_id, sent));
      setDraft('');
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to send message'));
    } finally {
      setBusy(false);
    }
  }

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
          <form className="account-form" onSubmit={reply} noValidate>
            <div className="field">
              <label className="field-label" htmlFor={boxId}>
                Reply to {conversation.username}
              </label>
              <textarea id={boxId} className="field-input" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} />
            </div>
            {error && <FormMessage tone="error" title={error} />}
            <div className="button-row">
              <button type="button" className="btn btn-danger" onClick={() => onDelete(conversation.user_id)}>
                Delete Conversation
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Sending…' : 'Send Reply'}
              </button>
            </div>
          </form>
        </div>
      )}
    </Modal>
  );
}
