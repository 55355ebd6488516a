import type { Logger } from 'pino';
import type { AiConfig } from '../deps.js';
import { createOfflineProvider } from './offline/assistant.js';
import { createOpenAiProvider } from './openai/provider.js';
import type { AiProvider } from './types.js';

/** The OpenAI-compatible provider when OPENAI_API_KEY is set, else the built-in offline assistant. */
export function createAiProvider(config: AiConfig, logger?: Logger): AiProvider {
  if (config.apiKey !== undefined && config.apiKey !== '') return createOpenAiProvider(config, logger ? { logger } : {});
  return createOfflineProvider();
}
