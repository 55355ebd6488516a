import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiMessage } from '@matchdrop/shared';
import { useEffect, useRef } from 'react';
import { MessageBubble } from './MessageBubble';
import type { OutgoingMessage } from './message-input';

/** Requests that show what the assistant can do; a click puts one in the message box (in the interface's language). */
const SUGGESTIONS = [msg`12 European capitals`, msg`The 7 times table`, msg`Elements 1 to 20 with their symbols`];
// An example word list (English and Russian words), the same in every interface language.
const WORD_LIST = 'cat - кошка\ndog - собака\nfish - рыба';

interface MessageListProps {
  messages: AiMessage[];
  sending: OutgoingMessage | null;
  loading: boolean;
  /** A chat not started yet: an introduction with suggestions instead of messages. */
  fresh: boolean;
  previewedId: number | null;
  onPreview: (messageId: number) => void;
  onSuggestion: (text: string) => void;
}

/** The conversation as a live log: new answers are announced, and the view follows the newest message. */
export function MessageList({ messages, sending, loading, fresh, previewedId, onPreview, onSuggestion }: MessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const lastRole = messages.at(-1)?.role;
  const { t } = useLingui();
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A new answer is read from its start (a long one, or a refusal followed by general help, would
    // otherwise open at its end); while sending, the view follows the newest line.
    const answer = sending === null && lastRole === 'assistant' ? list.querySelector<HTMLElement>(':scope > li.ai-message-assistant:last-child') : null;
    list.scrollTop = answer ? list.scrollTop + answer.getBoundingClientRect().top - list.getBoundingClientRect().top : list.scrollHeight;
  }, [messages.length, sending, lastRole]);

  return (
    // The log role sits on a wrapper: on the <ol> itself it would take away the list its items need (axe: listitem).
    <div className="ai-log" role="log" aria-live="polite" aria-label={t`Conversation`} aria-busy={loading || sending !== null}>
      <ol ref={listRef} className="ai-messages">
        {fresh && (
          <li className="ai-message ai-message-assistant ai-intro">
            <div className="ai-bubble">
              <p>
                <Trans>
                  <strong>Tell me what you want to learn</strong> and I&apos;ll turn it into a matching game. Ask for a topic, paste your own pairs (one per line, like{' '}
                  <code>cat - кошка</code>), or give me a web page that lists them.
                </Trans>
              </p>
              <div className="ai-suggestions" role="group" aria-label={t`Suggestions`}>
                {SUGGESTIONS.map((words) => {
                  const text = t(words);
                  return (
                    <button key={words.id} type="button" className="ai-suggestion" onClick={() => onSuggestion(text)}>
                      {text}
                    </button>
                  );
                })}
                <button type="button" className="ai-suggestion" onClick={() => onSuggestion(WORD_LIST)}>
                  <Trans>Paste a word list</Trans>
                </button>
              </div>
            </div>
          </li>
        )}
        {loading && (
          <li className="ai-message ai-message-assistant">
            <div className="ai-bubble ai-typing" role="status">
              <Trans>Loading the conversation…</Trans>
            </div>
          </li>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} previewed={message.id === previewedId} onPreview={message.dictionary ? () => onPreview(message.id) : undefined} />
        ))}
        {sending && (
          <>
            <MessageBubble message={{ role: 'user', content: sending.content, url: sending.url ?? null, dictionary: null }} pending />
            <li className="ai-message ai-message-assistant">
              <div className="ai-bubble ai-typing" role="status">
                <span className="ai-dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <Trans>The assistant is working on it…</Trans>
              </div>
            </li>
          </>
        )}
      </ol>
    </div>
  );
}
