import type { GameData, Pair } from '../types.js';
import type { SavedGame } from './games.js';

/**
 * The AI game creator's answers and limits (R-WIRE-6, R-AI-2), written
 * once for the server and the creator screen. Types and constants only: importing this runs nothing.
 */

/** A pasted list can be long; the JSON body limit (1 MB) still bounds the request. */
export const AI_MESSAGE_MAX = 20_000;
export const AI_URL_MAX = 2_048;
export const AI_SESSION_TITLE_MAX = 100;
/** R-AI-3: a message needs text, or a URL alone. */
export const AI_EMPTY_MESSAGE_ERROR = 'Please enter a message or a URL';

export type AiChatRole = 'user' | 'assistant';
export type AiProviderName = 'openai' | 'offline';

/** A game an answer produced, as answers show it (R-AI-5: a preview of 3 unique sample pairs). */
export interface AiGame {
  name: string;
  data: GameData;
  pairCount: number;
  /** Three unique pairs picked by the server for the preview (R-AI-5). */
  samplePairs: Pair[];
}

/** R-WIRE-6 AI chat session. */
export interface AiSession {
  id: number;
  title: string;
  created_at: string;
  updated_at: string;
  message_count: number;
  dictionary_generated: boolean;
  /** The word map of the last game an answer returned, or null. */
  generated_dictionary: GameData | null;
}

/** R-WIRE-6 AI chat message, with the game it returned (null when none). */
export interface AiMessage {
  id: number;
  role: AiChatRole;
  content: string;
  url: string | null;
  created_at: string;
  dictionary: AiGame | null;
}

/** GET /api/ai/usage (R-WIRE-6 usage), with the limits and the reset time besides. */
export interface AiUsage {
  canCreateChat: boolean;
  canSendMessage: boolean;
  remaining: { messages: number; chatSessions: number };
  limits: { messages: number; chatSessions: number };
  /** When today's quota starts again (midnight UTC). */
  resetsAt: string;
}

/** GET /api/ai/models. */
export interface AiModels {
  provider: AiProviderName;
  models: string[];
  default: string;
}

/** GET /api/ai/sessions. */
export interface AiSessionPage {
  sessions: AiSession[];
  total: number;
  page: number;
  limit: number;
}

/** POST /api/ai/sessions. */
export interface NewChatAnswer {
  session: AiSession;
  welcomeMessage: AiMessage;
}

/** GET /api/ai/sessions/{id}. */
export interface ChatAnswer {
  session: AiSession;
  messages: AiMessage[];
}

/** POST /api/ai/sessions/{id}/messages. */
export interface ExchangeAnswer {
  /** The assistant's answer. */
  message: AiMessage;
  /** The user's message as stored. */
  userMessage: AiMessage;
  /** The game the answer produced, or null. */
  dictionary: AiGame | null;
  session: AiSession;
  usage: AiUsage;
}

/** POST /api/ai/sessions/{id}/save. */
export interface SaveAnswer {
  message: string;
  dictionary: SavedGame;
}
