import type { AiProviderName, GameData, Pair } from '@matchdrop/shared';

/**
 * A game the assistant produced: a name, its pairs in order (the left side first) and the two-way map
 * built from them. The pairs are kept because a map cannot keep them: JavaScript lists integer-like keys
 * ("8", "144") first, and jsonb keeps no key order at all.
 */
export interface GeneratedGame {
  name: string;
  pairs: Pair[];
  data: GameData;
}

/** One message of the conversation so far, as the providers see it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  url: string | null;
  /** The game an assistant message produced, if any. */
  game: GeneratedGame | null;
}

/** What the server read from a page the user gave (R-AI-3: the server fetches it itself). */
export interface PageContent {
  /** The final address, after redirects. */
  url: string;
  title: string;
  /** The page's readable text (for a language model), already cut to a sensible size. */
  text: string;
  /** Pairs found in the page's structure: two-column tables, dt/dd lists, "term – definition" items. */
  pairs: Array<[string, string]>;
}

/** What the user sent: text, and the page behind the URL when one was given. */
export interface UserInput {
  text: string;
  page: PageContent | null;
}

export interface AssistantReply {
  content: string;
  game: GeneratedGame | null;
}

/** One way of answering the AI chat; chosen once at start-up from the configuration. */
export interface AiProvider {
  readonly name: AiProviderName;
  readonly models: readonly string[];
  readonly defaultModel: string;
  /** Never rejects: every failure becomes an assistant message ('Failed to process AI game: …'). */
  reply(history: readonly ChatTurn[], input: UserInput): Promise<AssistantReply>;
}
