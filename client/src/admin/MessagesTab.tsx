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
  const { state, retry, refresh, update } = useServerData(
    useCallback(() => fetchInbox(), []),
    'Failed to load messages',
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
          Suspended Messages
          {unread > 0 && (
            <span className="badge badge-inline" aria-label={`${unread} unread`}>
              {unread}
            </span>
          )}
        </h3>
        <button type="button" className="btn btn-secondary" onClick={refresh}>
          Refresh
        </button>
      </div>
      <LoadStatus state={state} onRetry={retry} what="messages" />
      {state.status === 'ready' && conversations.length === 0 && <p className="muted">No messages from suspended users.</p>}
      {conversations.length > 0 && (
        <ul className="admin-conversations">
          {conversations.map((c) => (
            <li key={c.user_id} className={`admin-conversation ${c.unread_count > 0 ? 'admin-conversation-unread' : ''}`} data-username={c.username}>
              <button type="button" className="admin-conversation-open" onClick={() => setOpenUserId(c.user_id)} aria-haspopup="dialog">
                <span className="admin-conversation-head">
                  <strong>{c.username}</strong>
                  {c.unread_count > 0 && <span className="pill pill-accent">{c.unread_count} unread</span>}
                  {!c.is_suspended && <span className="pill pill-muted">no longer suspended</span>}
                  <time className="muted" dateTime={c.last_message_at}>
                    {relativeTime(c.last_message_at, now)}
                  </time>
                </span>
                {c.suspension_reason && <span className="muted">Reason: {c.suspension_reason}</span>}
                <span className="admin-conversation-preview">{conversationPreview(c)}</span>
              </button>
              <button type="button" className="btn btn-danger" onClick={() => remove(c.user_id)} aria-label={`Delete the conversation with ${c.username}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConversationModal conversation={open} onClose={() => setOpenUserId(null)} onUpdate={update} onDelete={remove} />
    </div>
  );
}
