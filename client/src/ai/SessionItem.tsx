import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AI_SESSION_TITLE_MAX, type AiSession } from '@matchdrop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { relativeTime } from '../lib/relative-time';
import { useSubmit } from '../lib/use-submit';
import { AI_ERRORS } from './ai-errors';
import { PencilIcon, TrashIcon } from './icons';
import { checkTitle } from './session-title';

interface SessionItemProps {
  session: AiSession;
  active: boolean;
  nowMs: number;
  onOpen: () => void;
  /** Resolves false when the rename failed (the list shows why). */
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One conversation in the list: open it, rename it in place, or ask to delete it. */
export function SessionItem({ session, active, nowMs, onOpen, onRename, onDelete }: SessionItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(session.title);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();
  const { t } = useLingui();
  const title = session.title;
  const count = session.message_count;

  useEffect(() => {
    if (editing) inputRef.current?.select();
    else if (returnFocus.current) renameRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(undefined);
  };

  // A failed rename resolves false and the list shows why, above the conversations.
  const { busy, submit } = useSubmit(
    async (title: string) => {
      if (await onRename(title)) stopEditing();
    },
    { failure: t(AI_ERRORS.rename) },
  );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTitle(draft);
    if (!check.ok) return setError(check.error);
    if (check.title === session.title) return stopEditing();
    void submit(check.title);
  };

  if (editing) {
    return (
      <li className="ai-session ai-session-editing">
        <form className="ai-rename" onSubmit={handleSubmit} noValidate aria-busy={busy}>
          <label htmlFor={`${id}-title`} className="visually-hidden">
            <Trans>Conversation title</Trans>
          </label>
          <input
            id={`${id}-title`}
            ref={inputRef}
            className="field-input"
            value={draft}
            maxLength={AI_SESSION_TITLE_MAX}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && stopEditing()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <div className="ai-rename-actions">
            <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
              {busy ? t`Saving…` : t`Save`}
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={stopEditing}>
              <Trans>Cancel</Trans>
            </button>
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      </li>
    );
  }

  return (
    <li className={`ai-session${active ? ' ai-session-active' : ''}`}>
      <button type="button" className="ai-session-open" aria-current={active ? 'true' : undefined} onClick={onOpen}>
        <span className="ai-session-title">{session.title}</span>
        <span className="ai-session-meta">
          <span className="ai-session-age">
            {relativeTime(session.updated_at ?? session.created_at, nowMs)} · <Plural value={count} one="# message" other="# messages" />
          </span>
          {session.dictionary_generated && (
            <span className="pill pill-success">
              <Trans>Game</Trans>
            </span>
          )}
        </span>
      </button>
      <div className="ai-session-actions">
        <button
          ref={renameRef}
          type="button"
          className="icon-button ai-icon-button"
          aria-label={t`Rename ${title}`}
          title={t`Rename`}
          onClick={() => {
            setDraft(session.title);
            setEditing(true);
          }}
        >
          <PencilIcon />
        </button>
        <button type="button" className="icon-button ai-icon-button ai-icon-danger" aria-label={t`Delete ${title}`} title={t`Delete`} onClick={onDelete}>
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
