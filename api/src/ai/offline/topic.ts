import type { AssistantReply } from '../types.js';
import type { NumberRange } from './words.js';

/** A request for a game on a topic, read once. */
export interface TopicRequest {
  text: string;
  /** normalizeText(text). */
  normalized: string;
  count: number | undefined;
  range: NumberRange | undefined;
  /** Seeds the choice of pairs when only some are wanted: the same request gives the same game. */
  seed: string;
}

/** A topic the assistant recognised in a request. */
export interface TopicMatch {
  /** Its name, for "the closest I have is …" when the request asks for more than this topic. */
  label: string;
  /** The request's words this topic accounts for. */
  covered: ReadonlySet<string>;
  /** The game, or why it cannot be made as asked. */
  reply(): AssistantReply;
}

export type TopicMatcher = (request: TopicRequest) => TopicMatch | undefined;
