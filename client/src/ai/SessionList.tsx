import { Trans, useLingui } from '@lingui/react/macro';
import type { AiSession } from '@matchdrop/shared';
import { useCallback, useId, useRef, useState } from 'react';
import { deleteChat, renameChat } from './ai-api';
import { AI_ERRORS, problemOf, type Problem } from './ai-errors';
import { DeleteChatDialog } from './DeleteChatDialog';
import { PlusIcon } from './icons';
import { pager } from './session-paging';
import { SessionItem } from './SessionItem';
import type { SessionListController } from './use-session-list';
import { MINUTE_MS, useNow } from '../lib/use-now';
import { FormError } from '../ui/FormMessage';

interface SessionListProps {
  list: SessionListController;
  activeId: number | null;
  canStartChat: boolean;
  onOpen: (id: number) => void;
  onNewChat: () => void;
  onRenamed: (session: AiSession) => void;
  onDeleted: (id: number) => void;
}

/** The user's conversations, 10 to a page, with New Chat, rename in place and delete with confirmation. */
export function SessionList({ list, activeId, canStartChat, onOpen, onNewChat, onRenamed, onDeleted }: SessionListProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [deleting, setDeleting] = useState<AiSession | null>(null);
  const { state } = list;
  const total = state.status === 'ready' ? state.total : 0;
  const pages = pager(list.page, total);
  // One reading for all rows, so every row shows its age against the same moment.
  const nowMs = useNow(MINUTE_MS);
  const { t } = useLingui();

  const rename = async (session: AiSession, title: string): Promise<boolean> => {
    setProblem(null);
    try {
      const renamed = await renameChat(session.id, title);
      list.replace(renamed);
      onRenamed(renamed);
      return true;
    } catch (error) {
      setProblem(problemOf(AI_ERRORS.rename, error));
      return false;
    }
  };

  const remove = async (session: AiSession): Promise<void> => {
    await deleteChat(session.id);
    onDeleted(session.id);
    list.reload();
  };

  const closeDelete = useCallback(() => {
    setDeleting(null);
    // The row (and its Delete button) may be gone: focus lands on the list instead of the page's top.
    headingRef.current?.focus();
  }, []);

  return (
    <aside className="panel ai-sessions" aria-labelledby={headingId}>
      <div className="ai-sessions-top">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="ai-side-title">
          <Trans>Conversations</Trans>
        </h3>
        <button type="button" className="btn btn-primary btn-small" onClick={onNewChat} disabled={!canStartChat}>
          <PlusIcon />
          <Trans>New Chat</Trans>
        </button>
      </div>
      {problem && <FormError title={problem.title} detail={problem.detail} />}
      {state.status === 'loading' && (
        <p className="muted" role="status">
          <Trans>Loading conversations…</Trans>
        </p>
      )}
      {state.status === 'error' && (
        <div className="ai-problem">
          <FormError title={state.problem.title} detail={state.problem.detail} />
          <button type="button" className="btn btn-secondary btn-small" onClick={list.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.status === 'ready' && state.sessions.length === 0 && (
        <p className="empty-state">
          <Trans>No conversations yet. Your chats will be listed here.</Trans>
        </p>
      )}
      {state.status === 'ready' && state.sessions.length > 0 && (
        <ul className="ai-session-list">
          {state.sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              active={session.id === activeId}
              nowMs={nowMs}
              onOpen={() => onOpen(session.id)}
              onRename={(title) => rename(session, title)}
              onDelete={() => setDeleting(session)}
            />
          ))}
        </ul>
      )}
      {pages.pages > 1 && (
        <nav className="ai-pager" aria-label={t`Conversation pages`}>
          <button type="button" className="btn btn-secondary btn-small" disabled={!pages.hasPrevious} onClick={() => list.goTo(pages.page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span aria-live="polite">{pages.label}</span>
          <button type="button" className="btn btn-secondary btn-small" disabled={!pages.hasNext} onClick={() => list.goTo(pages.page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
      {deleting && <DeleteChatDialog session={deleting} onConfirm={() => remove(deleting)} onClose={closeDelete} />}
    </aside>
  );
}
