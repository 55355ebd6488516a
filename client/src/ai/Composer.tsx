import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendIcon } from './icons';
import { canSend } from './message-input';

interface ComposerProps {
  content: string;
  url: string;
  onContentChange: (value: string) => void;
  onUrlChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** False when today's quota is used up (`blockedNote` says why). */
  allowed: boolean;
  blockedNote?: string | undefined;
  /** Why the last try was refused before sending (an unusable URL). */
  error?: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: text, an optional web page, Send (disabled while both are empty). Enter sends, Shift+Enter breaks the line. */
export function Composer({ content, url, onContentChange, onUrlChange, onSubmit, busy, allowed, blockedNote, error, textareaRef }: ComposerProps) {
  const id = useId();
  const enabled = canSend({ content, url, busy, allowed });
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enabled) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (enabled) onSubmit();
    }
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', blockedNote ? `${id}-blocked` : ''].filter(Boolean).join(' ');

  return (
    <form className="ai-composer" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        <Trans>Message</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        ref={textareaRef}
        className="field-input ai-composer-text"
        rows={3}
        value={content}
        placeholder={t`Ask for a topic, or paste pairs, one per line: cat - кошка`}
        onChange={(event) => onContentChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy}
        disabled={!allowed}
      />
      <div className="ai-composer-row">
        <div className="ai-url-field">
          <label htmlFor={`${id}-url`} className="ai-url-label">
            <Trans>
              Web page <span className="muted">(optional)</span>
            </Trans>
          </label>
          <input
            id={`${id}-url`}
            className="field-input"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://…"
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={!allowed}
          />
        </div>
        <button type="submit" className="btn btn-primary ai-send" disabled={!enabled}>
          <SendIcon />
          {busy ? t`Sending…` : t`Send`}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        <Trans>Enter sends · Shift+Enter starts a new line</Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {blockedNote && (
        <p id={`${id}-blocked`} className="ai-blocked-note" role="status">
          {blockedNote}
        </p>
      )}
    </form>
  );
}
