import { nonEmptyTrimmedSchema } from '@matchdrop/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, fetchSuspensionMessages, sendSuspensionMessage, type MessageQuota, type SuspensionMessage } from '../api';
import { relativeTime } from '../lib/relative-time';
import { FormMessage } from './fields';
import { quotaAfterRefusal } from './suspension-quota';

const SEND_FAILED = 'Failed to send message. Please try again.';
const messageSchema = nonEmptyTrimmedSchema('Please enter a message');

/** The thread with the admins and the message box, which disables itself when no message is left today. */
export function SuspensionConversation({ adminMessage }: { adminMessage: string | null }) {
  const [messages, setMessages] = useState<SuspensionMessage[] | null>(null);
  const [quota, setQuota] = useState<MessageQuota | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [sendFailed, setSendFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const boxId = useId();

  useEffect(() => {
    let cancelled = false;
    fetchSuspensionMessages().then(
      (answer) => {
        if (cancelled) return;
        setMessages(answer.messages);
        setQuota({ canSendMore: answer.canSendMore, messagesLeft: answer.messagesLeft });
      },
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = messageSchema.safeParse(draft);
    setSendFailed(false);
    setDraftError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await sendSuspensionMessage(parsed.data);
      setQuota({ canSendMore: answer.canSendMore, messagesLeft: answer.messagesLeft });
      if (answer.message) setMessages((current) => [...(current ?? []), answer.message!]);
      setDraft('');
    } catch (error) {
      setSendFailed(true);
      setQuota((current) => quotaAfterRefusal(current, error instanceof ApiError ? error.body : null));
    } finally {
      setBusy(false);
    }
  }

  const now = Date.now();
  const shownAdminMessage = adminMessage && !messages?.some((m) => m.sender_type === 'admin') ? adminMessage : null;
  const noneLeft = quota !== null && (!quota.canSendMore || quota.messagesLeft <= 0);
  return (
    <section className="conversation" aria-label="Conversation with the administrators">
      <h3>Conversation with the administrators</h3>
      {shownAdminMessage && (
        <p className="conversation-message conversation-admin">
          <span className="conversation-author">Administrator</span>
          {shownAdminMessage}
        </p>
      )}
      {loadFailed && <FormMessage tone="error" title="Could not load the conversation." />}
      {messages && messages.length === 0 && !shownAdminMessage && <p className="muted">No messages yet.</p>}
      {messages && messages.length > 0 && (
        <ol className="conversation-list">
          {messages.map((m) => (
            <li key={m.id} className={`conversation-message conversation-${m.sender_type}`}>
              <span className="conversation-author">
                {m.sender_type === 'admin' ? 'Administrator' : 'You'} · <time dateTime={m.sent_at}>{relativeTime(m.sent_at, now)}</time>
              </span>
              {m.message}
            </li>
          ))}
        </ol>
      )}
      <form className="account-form" onSubmit={send} noValidate>
        <label htmlFor={boxId} className="field-label">
          Message to the administrators
        </label>
        <textarea
          id={boxId}
          className="field-input"
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={noneLeft || busy}
          aria-invalid={draftError ? true : undefined}
          aria-describedby={`${boxId}-left`}
        />
        {draftError && (
          <p className="field-error" role="alert">
            {draftError}
          </p>
        )}
        <p id={`${boxId}-left`} className="field-hint" aria-live="polite">
          {quota === null ? '' : noneLeft ? 'No messages left today.' : `Messages left today: ${quota.messagesLeft}`}
        </p>
        {sendFailed && <FormMessage tone="error" title={SEND_FAILED} />}
        <button type="submit" className="btn btn-primary" disabled={noneLeft || busy}>
          {busy ? 'Sending…' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
