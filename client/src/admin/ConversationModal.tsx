import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxConversation, InboxMessage } from '@matchdrop/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { relativeTime } from '../lib/relative-time';
import { wordShared } from '../i18n/shared-words';
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
  const { t } = useLingui();
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
  const username = conversation?.username;
  const reason = conversation?.suspension_reason;
  return (
    <Modal open={conversation !== null} title={username !== undefined ? t`Conversation with ${username}` : t`Conversation`} onClose={onClose}>
      {conversation && (
        <div className="conversation admin-thread">
          <p className="muted">
            {conversation.email}
            {' · '}
            {reason ? t`Suspended: ${reason}` : t`No longer suspended`}
          </p>
          <ol className="conversation-list">
            {conversation.messages.map((m) => (
              <li key={m.id} className={`conversation-message conversation-${m.sender_type}`}>
                <span className="conversation-author">
                  <AuthorName message={m} username={conversation.username} /> · <time dateTime={m.sent_at}>{relativeTime(m.sent_at, now)}</time>
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

/** Who wrote a message of the thread: the user, or the admin who answered (named when known). */
function AuthorName({ message, username }: { message: InboxMessage; username: string }) {
  const { t } = useLingui();
  if (message.sender_type !== 'admin') return username;
  const admin = message.username;
  return admin ? t`Admin ${admin}` : t`Admin`;
}

function ReplyForm({ conversation, onUpdate, onDelete }: Omit<ConversationModalProps, 'conversation' | 'onClose'> & { conversation: InboxConversation }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const boxId = useId();
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (text: string) => {
      const sent = await sendAdminMessage(conversation.user_id, text, replyParentId(conversation));
      onUpdate((list) => withReply(list, conversation.user_id, sent));
      setDraft('');
    },
    { failure: t`Failed to send message` },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReply(draft);
    if (!checked.ok) {
      setInvalid(wordShared(checked.error));
      clearFailure();
      return;
    }
    setInvalid(undefined);
    void submit(checked.value);
  }

  const error = invalid ?? failure;
  const { username } = conversation;
  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <div className="field">
        <label className="field-label" htmlFor={boxId}>
          <Trans>Reply to {username}</Trans>
        </label>
        <textarea id={boxId} className="field-input" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <FormError title={error} />
      <div className="button-row">
        <button type="button" className="btn btn-danger" onClick={() => onDelete(conversation.user_id)}>
          <Trans>Delete Conversation</Trans>
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t`Sending…` : t`Send Reply`}
        </button>
      </div>
    </form>
  );
}
