import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type RefObject } from 'react';
import { FormError } from '../ui/FormMessage';
import { Composer } from './Composer';
import { prepareMessage } from './message-input';
import { MessageList } from './MessageList';
import type { ChatController } from './use-chat';

interface ChatPanelProps {
  chat: ChatController;
  previewedId: number | null;
  canSend: boolean;
  blockedNote?: string | undefined;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** The conversation: its title, any problem, the messages, and the message box. */
export function ChatPanel({ chat, previewedId, canSend, blockedNote, textareaRef }: ChatPanelProps) {
  const { state } = chat;
  const titleId = useId();
  const [content, setContent] = useState('');
  const [url, setUrl] = useState('');
  const [inputError, setInputError] = useState<string>();
  const { t } = useLingui();

  const submit = async () => {
    const check = prepareMessage(content, url);
    if (!check.ok) return setInputError(check.error);
    setInputError(undefined);
    const [sentContent, sentUrl] = [content, url];
    setContent('');
    setUrl('');
    // A message that did not go through comes back into the box, unless something new was typed meanwhile.
    if (!(await chat.send(check.message))) {
      setContent((typed) => (typed === '' ? sentContent : typed));
      setUrl((typed) => (typed === '' ? sentUrl : typed));
    }
  };

  const sessionId = state.sessionId;
  const loadFailed = state.problem !== null && state.session === null && state.sessionId !== null;
  const title = state.session?.title ?? (state.sessionId === null ? t`New chat` : loadFailed ? t`Conversation` : t`Loading…`);

  return (
    <section className="panel ai-chat" aria-labelledby={titleId}>
      <h3 id={titleId} className="ai-chat-title">
        {title}
      </h3>
      {state.problem && (
        <div className="ai-problem">
          <FormError title={state.problem.title} detail={state.problem.detail} />
          {/* A chat that cannot be loaded cannot take messages either: retry it, or start afresh. */}
          <div className="ai-problem-actions">
            {loadFailed && sessionId !== null ? (
              <>
                <button type="button" className="btn btn-secondary" onClick={() => chat.openChat(sessionId)}>
                  <Trans>Try again</Trans>
                </button>
                <button type="button" className="btn btn-ghost" onClick={chat.newChat}>
                  <Trans>Start a new chat</Trans>
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-ghost" onClick={chat.dismissProblem}>
                <Trans>Dismiss</Trans>
              </button>
            )}
          </div>
        </div>
      )}
      <MessageList
        messages={state.messages}
        sending={state.sending}
        loading={state.loading}
        fresh={state.sessionId === null && state.sending === null}
        previewedId={previewedId}
        onPreview={chat.choosePreview}
        onSuggestion={(text) => {
          setContent(text);
          setInputError(undefined);
          textareaRef.current?.focus();
        }}
      />
      <Composer
        content={content}
        url={url}
        onContentChange={setContent}
        onUrlChange={(value) => {
          setUrl(value);
          setInputError(undefined);
        }}
        onSubmit={() => void submit()}
        busy={state.sending !== null}
        allowed={canSend && !loadFailed}
        blockedNote={blockedNote}
        error={inputError}
        textareaRef={textareaRef}
      />
    </section>
  );
}
