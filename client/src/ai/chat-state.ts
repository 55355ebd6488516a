import type { AiMessage, AiSession, ChatAnswer, ExchangeAnswer, NewChatAnswer } from '@matchdrop/shared';
import type { Problem } from './ai-errors';
import type { OutgoingMessage } from './message-input';

/**
 * The open conversation: which chat (null = a new chat, created by its first message), its messages, the
 * message being sent, the last problem, and the game version chosen for the preview. Answers that arrive
 * after the user moved on to another chat (or another send) are ignored: each carries the chat id or the
 * number the hook gave the send.
 */
export interface ChatState {
  sessionId: number | null;
  session: AiSession | null;
  messages: AiMessage[];
  loading: boolean;
  sending: (OutgoingMessage & { seq: number }) | null;
  problem: Problem | null;
  chosenPreviewId: number | null;
}

/** What the reducer reads of an exchange: the usage goes elsewhere, and an answer without the user's message still shows it. */
type ExchangedAnswer = Pick<ExchangeAnswer, 'session' | 'message' | 'dictionary'> & Partial<Pick<ExchangeAnswer, 'userMessage'>>;

export type ChatAction =
  | { type: 'newChat' }
  | { type: 'open'; id: number }
  | { type: 'opened'; answer: ChatAnswer }
  | { type: 'openFailed'; id: number; problem: Problem }
  | { type: 'sendStart'; seq: number; message: OutgoingMessage }
  | { type: 'created'; seq: number; answer: NewChatAnswer }
  | { type: 'exchanged'; seq: number; answer: ExchangedAnswer }
  | { type: 'sendFailed'; seq: number; problem: Problem }
  | { type: 'choosePreview'; messageId: number }
  | { type: 'sessionChanged'; session: AiSession }
  | { type: 'sessionDeleted'; id: number }
  | { type: 'dismissProblem' };

export function initialChatState(sessionId: number | null = null, chosenPreviewId: number | null = null): ChatState {
  return { sessionId, session: null, messages: [], loading: sessionId !== null, sending: null, problem: null, chosenPreviewId };
}

/** The user's message as it will be shown if the answer does not echo it back. */
function echoOf(message: OutgoingMessage, id: number): AiMessage {
  return { id, role: 'user', content: message.content, url: message.url ?? null, created_at: new Date(0).toISOString(), dictionary: null };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'newChat':
      return initialChatState();
    case 'open':
      return initialChatState(action.id);
    case 'opened':
      if (action.answer.session.id !== state.sessionId) return state;
      return { ...state, loading: false, session: action.answer.session, messages: action.answer.messages, problem: null };
    case 'openFailed':
      if (action.id !== state.sessionId) return state;
      return { ...state, loading: false, problem: action.problem };
    case 'sendStart':
      return { ...state, sending: { ...action.message, seq: action.seq }, problem: null };
    case 'created':
      if (state.sending?.seq !== action.seq) return state;
      return { ...state, sessionId: action.answer.session.id, session: action.answer.session, messages: [action.answer.welcomeMessage], loading: false };
    case 'exchanged': {
      if (state.sending?.seq !== action.seq) return state;
      const { answer } = action;
      const user = answer.userMessage ?? echoOf(state.sending, -action.seq);
      return {
        ...state,
        session: answer.session,
        messages: [...state.messages, user, answer.message],
        sending: null,
        // A new game goes straight to the preview.
        chosenPreviewId: answer.message.dictionary ? null : state.chosenPreviewId,
      };
    }
    case 'sendFailed':
      if (state.sending?.seq !== action.seq) return state;
      return { ...state, sending: null, problem: action.problem };
    case 'choosePreview':
      return { ...state, chosenPreviewId: action.messageId };
    case 'sessionChanged':
      return action.session.id === state.sessionId ? { ...state, session: action.session } : state;
    case 'sessionDeleted':
      return action.id === state.sessionId ? initialChatState() : state;
    case 'dismissProblem':
      return { ...state, problem: null };
  }
}
