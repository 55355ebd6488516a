import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { nonEmptyTrimmedSchema } from '@matchdrop/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, fetchSuspensionMessages, sendSuspensionMessage, type MessageQuota, type SuspensionMessage } from '../api';
import { relativeTime } from '../lib/relative-time';
import { MINUTE_MS, useNow } from '../lib/use-now';
import { useSubmit } from '../lib/use-submit';
import { FormError } from '../ui/FormMessage';
import { quotaAfterRefusal } from './suspension-quota';
import { checkForm, settleCheck } from './form-errors';

// The empty message's words: the schema's English is the key, the interface shows its own language.
const EMPTY_MESSAGE = 'Please enter a message';
const EMPTY_MESSAGE_WORDS = msg`Please enter a message`;
const messageSchema = nonEmptyTrimmedSchema(EMPTY_MESSAGE);

/** The thread with the admins and the message box, which disables itself when no message is left today. */
export function SuspensionConversation({ adminMessage }: { adminMessage: string | null }) {
  const [messages, setMessages] = useState<SuspensionMessage[] | null>(null);
  const [quota, setQuota] = useState<MessageQuota | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const boxId = useId();
  const { t } = useLingui();

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

  const { busy, failure, submit, clearFailure } = useSubmit(
    async (text: string) => {
      const answer = await sendSuspensionMessage(text);
      setQuota({ canSendMore: answer.canSendMore, messagesLeft: answer.messagesLeft });
      if (answer.message) setMessages((current) => [...(current ?? []), answer.message!]);
      setDraft('');
    },
    {
      failure: () => t`Failed to send message. Please try again.`,
      onFailure: (_failure, error) => setQuota((current) => quotaAfterRefusal(current, error instanceof ApiError ? error.body : null)),
    },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    settleCheck(checkForm(messageSchema, draft), (errors) => setDraftError(errors.form && t(EMPTY_MESSAGE_WORDS)), { submit, clearFailure });
  }

  const now = useNow(MINUTE_MS);
  const shownAdminMessage = adminMessage && !messages?.some((m) => m.sender_type === 'admin') ? adminMessage : null;
  const noneLeft = quota !== null && (!quota.canSendMore || quota.messagesLeft <= 0);
  const messagesLeft = quota?.messagesLeft ?? 0;
  return (
    <section className="conversation" aria-label={t`Conversation with the administrators`}>
      <h3>
        <Trans>Conversation with the administrators</Trans>
      </h3>
      {shownAdminMessage && (
        <p className="conversation-message conversation-admin">
          <span className="conversation-author">
            <Trans>Administrator</Trans>
          </span>
          {shownAdminMessage}
        </p>
      )}
      {loadFailed && <FormError title={t`Could not load the conversation.`} />}
      {messages && messages.length === 0 && !shownAdminMessage && (
        <p className="muted">
          <Trans>No messages yet.</Trans>
        </p>
      )}
      {messages && messages.length > 0 && (
        <ol className="conversation-list">
          {messages.map((m) => (
            <li key={m.id} className={`conversation-message conversation-${m.sender_type}`}>
              <span className="conversation-author">
                {m.sender_type === 'admin' ? t`Administrator` : t`You`} · <time dateTime={m.sent_at}>{relativeTime(m.sent_at, now)}</time>
              </span>
              {m.message}
            </li>
          ))}
        </ol>
      )}
      <form className="account-form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <label htmlFor={boxId} className="field-label">
          <Trans>Message to the administrators</Trans>
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
          {quota === null ? '' : noneLeft ? t`No messages left today.` : t`Messages left today: ${messagesLeft}`}
        </p>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary" disabled={noneLeft || busy}>
          {busy ? t`Sending…` : t`Send Message`}
        </button>
      </form>
    </section>
  );
}
