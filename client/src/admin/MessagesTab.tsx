import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { relativeTime } from '../lib/relative-time';
import { deleteConversation, fetchInbox } from './admin-api';
import { ConversationModal } from './ConversationModal';
import { conversationPreview, totalUnread, withoutConversation } from './inbox-logic';
import { LoadStatus } from '../ui/LoadStatus';
import { removeLocallyThenCall } from './remove-locally';
import { useServerData } from '../lib/use-server-data';
import { MINUTE_MS, useNow } from '../lib/use-now';

/** The Suspended Messages tab: one row per user's conversation, newest first, unread marked. */
export function MessagesTab() {
  const { t } = useLingui();
  const { state, retry, refresh, update } = useServerData(
    useCallback(() => fetchInbox(), []),
    t`Failed to load messages`,
  );
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const now = useNow(MINUTE_MS);

  const remove = (userId: number) => {
    if (openUserId === userId) setOpenUserId(null);
    void removeLocallyThenCall(
      () => update((list) => withoutConversation(list, userId)),
      () => deleteConversation(userId),
    );
  };

  const conversations = state.status === 'ready' ? state.data : [];
  const open = conversations.find((c) => c.user_id === openUserId) ?? null;
  const unread = totalUnread(conversations);
  return (
    <div className="admin-messages">
      <div className="admin-section-head">
        <h3 className="section-title">
          <Trans>Suspended Messages</Trans>
          {unread > 0 && (
            <span className="badge badge-inline" aria-label={plural(unread, { one: '# unread', other: '# unread' })}>
              {unread}
            </span>
          )}
        </h3>
        <button type="button" className="btn btn-secondary" onClick={refresh}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'messages', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' && conversations.length === 0 && (
        <p className="muted">
          <Trans>No messages from suspended users.</Trans>
        </p>
      )}
      {conversations.length > 0 && (
        <ul className="admin-conversations">
          {conversations.map((c) => {
            const { username, suspension_reason: reason } = c;
            return (
              <li key={c.user_id} className={`admin-conversation ${c.unread_count > 0 ? 'admin-conversation-unread' : ''}`} data-username={c.username}>
                <button type="button" className="admin-conversation-open" onClick={() => setOpenUserId(c.user_id)} aria-haspopup="dialog">
                  <span className="admin-conversation-head">
                    <strong>{c.username}</strong>
                    {c.unread_count > 0 && (
                      <span className="pill pill-accent">
                        <Plural value={c.unread_count} one="# unread" other="# unread" />
                      </span>
                    )}
                    {!c.is_suspended && (
                      <span className="pill pill-muted">
                        <Trans>no longer suspended</Trans>
                      </span>
                    )}
                    <time className="muted" dateTime={c.last_message_at}>
                      {relativeTime(c.last_message_at, now)}
                    </time>
                  </span>
                  {reason && (
                    <span className="muted">
                      <Trans>Reason: {reason}</Trans>
                    </span>
                  )}
                  <span className="admin-conversation-preview">{conversationPreview(c)}</span>
                </button>
                <button type="button" className="btn btn-danger" onClick={() => remove(c.user_id)} aria-label={t`Delete the conversation with ${username}`}>
                  <Trans>Delete</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConversationModal conversation={open} onClose={() => setOpenUserId(null)} onUpdate={update} onDelete={remove} />
    </div>
  );
}
