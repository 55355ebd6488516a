import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type { AiConfig } from '../../deps.js';
import { durationText } from '../duration.js';
import { buildGame } from '../game.js';
import type { AiProvider, AssistantReply } from '../types.js';
import { buildMessages } from './prompt.js';
import { parseModelReply, REPLY_JSON_SCHEMA } from './reply-schema.js';

/**
 * Any OpenAI-compatible chat-completions server (OpenAI itself, Ollama, llama.cpp, vLLM) through the
 * `openai` SDK. The game comes back as structured output; a server that rejects response_format is
 * asked again for JSON in plain text, and is then asked that way from the start. Every failure —
 * no answer, an error status, malformed JSON, pairs the normalizer refuses — becomes an assistant
 * message 'Failed to process AI game: …', never an exception.
 */

const AI_TIMEOUT_MS = 30_000;
const AI_RETRIES = 1;

export interface OpenAiProviderOptions {
  logger?: Logger;
  /** Per attempt; tests shorten it. */
  timeoutMs?: number;
  maxRetries?: number;
}

const FAILED = 'Failed to process AI game: ';
const PLAIN_JSON_NOTE = 'Answer with the JSON object only, no other text.';
const failure = (reason: string): AssistantReply => ({ content: `${FAILED}${reason}`, game: null });

/** A 400/422 that names the response format: the server does not do structured output. */
function rejectsStructuredOutput(error: unknown): boolean {
  return error instanceof APIError && (error.status === 400 || error.status === 422) && /response_format|json_schema|schema|structured/i.test(error.message);
}

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof APIConnectionTimeoutError) return `the AI service did not answer within ${durationText(timeoutMs)}`;
  if (error instanceof APIConnectionError) return 'the AI service could not be reached';
  if (error instanceof APIError) {
    if (error.status === 401 || error.status === 403) return `the AI service refused the request (${error.status}): check OPENAI_API_KEY`;
    if (error.status === 429) return 'the AI service is busy or out of quota (429); try again later';
    return `the AI service answered with an error (${error.status ?? 'no status'})`;
  }
  return 'the AI service failed unexpectedly';
}

export function createOpenAiProvider(config: AiConfig, options: OpenAiProviderOptions = {}): AiProvider {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseUrl,
    timeout: timeoutMs,
    maxRetries: options.maxRetries ?? AI_RETRIES,
  });
  let structuredOutput = true;

  async function complete(messages: ChatCompletionMessageParam[]): Promise<string> {
    if (structuredOutput) {
      try {
        const answer = await client.chat.completions.create({
          model: config.model,
          messages,
          response_format: { type: 'json_schema', json_schema: { name: 'matchdrop_game_reply', strict: true, schema: REPLY_JSON_SCHEMA } },
        });
        return answer.choices[0]?.message.content ?? '';
      } catch (error) {
        if (!rejectsStructuredOutput(error)) throw error;
        options.logger?.info({ model: config.model }, 'the AI server has no structured output; asking for JSON in the text');
        structuredOutput = false;
      }
    }
    const answer = await client.chat.completions.create({ model: config.model, messages: [...messages, { role: 'system', content: PLAIN_JSON_NOTE }] });
    return answer.choices[0]?.message.content ?? '';
  }

  return {
    name: 'openai',
    models: [config.model],
    defaultModel: config.model,
    async reply(history, input) {
      let text: string;
      try {
        text = await complete(buildMessages(history, input));
      } catch (error) {
        options.logger?.warn({ err: error, model: config.model }, 'AI request failed');
        return failure(describeError(error, timeoutMs));
      }
      const parsed = parseModelReply(text);
      if (!parsed.ok) return failure(parsed.error);
      const { reply, game } = parsed.value;
      if (!game) return { content: reply.trim() === '' ? 'I have no answer to that; could you say it another way?' : reply, game: null };
      const built = buildGame(game.name, game.pairs);
      if (!built.ok) return failure(built.error);
      return { content: reply, game: built.game };
    },
  };
}
