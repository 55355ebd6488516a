import { useLingui } from '@lingui/react/macro';
import type { AiSession } from '@matchdrop/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../account';
import type { GameStartRequest } from '../lib/game-start';
import { BackButton } from '../ui/BackButton';
import { FormError } from '../ui/FormMessage';
import { AiHeader } from './AiHeader';
import { ChatPanel } from './ChatPanel';
import { GamePreview } from './GamePreview';
import { previewTarget } from './preview';
import { SessionList } from './SessionList';
import type { AiResume } from './use-ai-creator-nav';
import { useAiStatus } from './use-ai-status';
import { useChat } from './use-chat';
import { useSessionList } from './use-session-list';
import { providerLabel, usageView } from './usage-view';
import './ai.css';

interface AiCreatorScreenProps {
  /** Where the creator was left (after Test Play, Return lands here again). */
  resume: AiResume;
  onResumeChange: (resume: AiResume) => void;
  /** Starts the game in free play (source 'ai', returnTo 'ai'). */
  onTestPlay: (request: GameStartRequest) => void;
  onBack: () => void;
}

/** The AI game creator (R-AI-5, R-AI-6): conversations, the chat, usage counters and the game preview. */
export function AiCreatorScreen(props: AiCreatorScreenProps) {
  const { suspension } = useAuth();
  const { t } = useLingui();
  if (suspension) {
    return (
      <section className="panel ai-suspended" aria-label={t`AI Game Creator`}>
        <BackButton label={t`Back to Games`} onClick={props.onBack} />
        <FormError title={t`The AI game creator is not available while your account is suspended.`} detail={suspension.reason} />
      </section>
    );
  }
  return <AiCreator {...props} />;
}

function AiCreator({ resume, onResumeChange, onTestPlay, onBack }: AiCreatorScreenProps) {
  const status = useAiStatus();
  const list = useSessionList();
  const chat = useChat(resume, { onUsage: status.setUsage, onListChanged: list.reload, onUsageUnknown: status.refreshUsage });
  const { state, newChat: startNewChat, dispatch } = chat;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const { sessionId, chosenPreviewId } = state;
  useEffect(() => onResumeChange({ sessionId, previewMessageId: chosenPreviewId }), [sessionId, chosenPreviewId, onResumeChange]);

  const usage = usageView(status.usage, sessionId !== null);
  const target = previewTarget(state.messages, chosenPreviewId);
  const blockedNote = usage.canSend ? undefined : (usage.notes.at(-1) ?? undefined);

  const newChat = useCallback(() => {
    startNewChat();
    textareaRef.current?.focus();
  }, [startNewChat]);
  const renamed = useCallback((session: AiSession) => dispatch({ type: 'sessionChanged', session }), [dispatch]);
  const deleted = useCallback((id: number) => dispatch({ type: 'sessionDeleted', id }), [dispatch]);

  return (
    <div className="ai-creator">
      <AiHeader provider={providerLabel(status.models)} usage={usage} onBack={onBack} />
      <div className="ai-layout">
        <SessionList
          list={list}
          activeId={sessionId}
          canStartChat={usage.canStartChat}
          onOpen={(id) => id !== sessionId && chat.openChat(id)}
          onNewChat={newChat}
          onRenamed={renamed}
          onDeleted={deleted}
        />
        <ChatPanel chat={chat} previewedId={target?.messageId ?? null} canSend={usage.canSend} blockedNote={blockedNote} textareaRef={textareaRef} />
        <GamePreview
          target={target}
          sessionId={sessionId}
          onTestPlay={onTestPlay}
          onShowLatest={() => {
            const newest = previewTarget(state.messages, null);
            if (newest) chat.choosePreview(newest.messageId);
          }}
        />
      </div>
    </div>
  );
}
