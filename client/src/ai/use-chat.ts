import type { AiUsage } from '@matchdrop/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createChat, fetchChat, sendChatMessage } from './ai-api';
import { AI_ERRORS, problemOf, usageIn } from './ai-errors';
import type { AiResume } from './use-ai-creator-nav';
import { chatReducer, initialChatState } from './chat-state';
import type { OutgoingMessage } from './message-input';
import { titleFromMessage } from './session-title';

interface ChatEvents {
  /** The daily usage changed (every answer to a message carries it; so does a quota refusal). */
  onUsage: (usage: AiUsage) => void;
  /** A chat was created or got a message: the conversation list's order and counts changed. */
  onListChanged: () => void;
  /** Anything else that may have used the quota without saying so (a failed send). */
  onUsageUnknown: () => void;
}

/** The open conversation and its calls: load a chat, start one with its first message, send, preview. */
export function useChat(resume: AiResume, events: ChatEvents) {
  const [state, dispatch] = useReducer(chatReducer, resume, (r) => initialChatState(r.sessionId, r.previewMessageId));
  const latest = useRef({ state, events });
  useEffect(() => {
    latest.current = { state, events };
  });
  const sendCount = useRef(0);

  useEffect(() => {
    if (!state.loading || state.sessionId === null) return;
    const id = state.sessionId;
    fetchChat(id).then(
      (answer) => dispatch({ type: 'opened', answer }),
      (error: unknown) => dispatch({ type: 'openFailed', id, problem: problemOf(AI_ERRORS.load, error) }),
    );
  }, [state.loading, state.sessionId]);

  const reportUsage = (error: unknown) => {
    const usage = usageIn<AiUsage>(error);
    if (usage) latest.current.events.onUsage(usage);
    else latest.current.events.onUsageUnknown();
  };

  /** Resolves true once the answer is in; false when it failed (the problem is in the state) or was abandoned. */
  const send = useCallback(async (message: OutgoingMessage): Promise<boolean> => {
    if (latest.current.state.sending) return false;
    const seq = ++sendCount.current;
    const stillWanted = () => latest.current.state.sending?.seq === seq;
    dispatch({ type: 'sendStart', seq, message });

    let sessionId = latest.current.state.sessionId;
    if (sessionId === null) {
      try {
        const answer = await createChat(titleFromMessage(message));
        dispatch({ type: 'created', seq, answer });
        latest.current.events.onListChanged();
        sessionId = answer.session.id;
      } catch (error) {
        dispatch({ type: 'sendFailed', seq, problem: problemOf(AI_ERRORS.create, error) });
        reportUsage(error);
        return false;
      }
      // The user opened another chat while this one was being created: the message is not sent anywhere.
      if (!stillWanted()) return false;
    }
    try {
      const answer = await sendChatMessage(sessionId, message);
      dispatch({ type: 'exchanged', seq, answer });
      if (answer.usage) latest.current.events.onUsage(answer.usage);
      latest.current.events.onListChanged();
      return true;
    } catch (error) {
      dispatch({ type: 'sendFailed', seq, problem: problemOf(AI_ERRORS.send, error) });
      reportUsage(error);
      return false;
    }
  }, []);

  const openChat = useCallback((id: number) => dispatch({ type: 'open', id }), []);
  const newChat = useCallback(() => dispatch({ type: 'newChat' }), []);
  const choosePreview = useCallback((messageId: number) => dispatch({ type: 'choosePreview', messageId }), []);
  const dismissProblem = useCallback(() => dispatch({ type: 'dismissProblem' }), []);

  return { state, dispatch, send, openChat, newChat, choosePreview, dismissProblem };
}

export type ChatController = ReturnType<typeof useChat>;
