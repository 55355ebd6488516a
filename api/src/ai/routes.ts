import type { AiSession, AiUsage, ErrorCode, MessageAnswer, NewChatAnswer } from '@matchdrop/shared';
import { Router, type Response } from 'express';
import type { AiModels, AiSessionPage, ChatAnswer, ExchangeAnswer, SaveAnswer } from '@matchdrop/shared';
import { requireActiveUser } from '../auth/middleware.js';
import type { ApiDeps } from '../deps.js';
import { tooEarly } from '../http/retry-after.js';
import { validateBody, validateParams, validateQuery } from '../http/validate.js';
import { createSessionBody, listSessionsQuery, messageBody, renameSessionBody, saveBody, sessionIdParams } from './input.js';
import { createAiProvider } from './providers.js';
import { saveChatGame } from './save.js';
import { toMessageJson, toSessionJson } from './serialize.js';
import { chatOf, createChat, deleteChat, exchange, ownSession, ownSessions, renameChat, type AiServiceDeps } from './service.js';
import { limitOf, nextUtcMidnight, readUsage, takeDailyQuota, type QuotaKind } from './usage.js';
import type { AiProvider } from './types.js';
import { currentUser } from '../auth/current-user.js';

const QUOTA_TEXT: Record<QuotaKind, (limit: number) => string> = {
  messages: (limit) => `You have used all ${limit} AI messages for today. They start again at midnight UTC.`,
  sessions: (limit) => `You have started all ${limit} AI chats allowed for today. New chats are possible again at midnight UTC.`,
};

const QUOTA_CODE = { messages: 'ai_daily_message_limit', sessions: 'ai_daily_chat_limit' } as const satisfies Record<QuotaKind, ErrorCode>;

/**
 * /api/ai (R-AI-1, R-AI-2): the game-creator chat. Every call needs a logged-in, not suspended user; a
 * session of another user answers 404 like a missing one. The provider is chosen once, here, when the
 * routes are built at start-up (OPENAI_API_KEY → OpenAI-compatible, otherwise the offline assistant).
 */
export function aiRoutes(deps: ApiDeps, provider: AiProvider = createAiProvider(deps.config.ai, deps.logger)): Router {
  const router = Router();
  deps.logger.info({ provider: provider.name, model: provider.defaultModel }, 'AI game creator ready');
  const service: AiServiceDeps = { db: deps.db, clock: deps.clock, config: deps.config, provider };
  router.use(requireActiveUser);

  const takeOrRefuse = async (res: Response, userId: number, kind: QuotaKind): Promise<void> => {
    const now = deps.clock.now();
    const limit = limitOf(deps.config.ai, kind);
    if (await takeDailyQuota(deps.db, userId, deps.config.ai, kind, now)) return;
    const usage = await readUsage(deps.db, userId, deps.config.ai, now);
    throw tooEarly(res, QUOTA_CODE[kind], nextUtcMidnight(now), now, () => QUOTA_TEXT[kind](limit), { usage, limit });
  };

  router.get('/models', (_req, res) => {
    res.json({ provider: provider.name, models: [...provider.models], default: provider.defaultModel } satisfies AiModels);
  });

  router.get('/usage', async (req, res) => {
    res.json((await readUsage(deps.db, currentUser(req).id, deps.config.ai, deps.clock.now())) satisfies AiUsage);
  });

  router.post('/sessions', async (req, res) => {
    const { title } = validateBody(req, createSessionBody);
    await takeOrRefuse(res, currentUser(req).id, 'sessions');
    res.status(201).json((await createChat(service, currentUser(req).id, title)) satisfies NewChatAnswer);
  });

  router.get('/sessions', async (req, res) => {
    const { page, limit } = validateQuery(req, listSessionsQuery);
    const { rows, total } = await ownSessions(deps.db, currentUser(req).id, page, limit);
    res.json({ sessions: rows.map(toSessionJson), total, page, limit } satisfies AiSessionPage);
  });

  router.get('/sessions/:id', async (req, res) => {
    const { id } = validateParams(req, sessionIdParams);
    const { session, messages } = await chatOf(deps.db, id, currentUser(req).id);
    res.json({ session: toSessionJson(session), messages: messages.map(toMessageJson) } satisfies ChatAnswer);
  });

  router.patch('/sessions/:id', async (req, res) => {
    const { id } = validateParams(req, sessionIdParams);
    const { title } = validateBody(req, renameSessionBody);
    const session = await renameChat(deps.db, id, currentUser(req).id, title, deps.clock.now());
    res.json({ message: 'Conversation renamed', session: toSessionJson(session) } satisfies MessageAnswer & { session: AiSession });
  });

  router.delete('/sessions/:id', async (req, res) => {
    const { id } = validateParams(req, sessionIdParams);
    await deleteChat(deps.db, id, currentUser(req).id);
    res.json({ message: 'Conversation deleted' } satisfies MessageAnswer);
  });

  router.post('/sessions/:id/messages', async (req, res) => {
    const { id } = validateParams(req, sessionIdParams);
    const input = validateBody(req, messageBody);
    const session = await ownSession(deps.db, id, currentUser(req).id);
    await takeOrRefuse(res, currentUser(req).id, 'messages');
    const answer = await exchange(service, currentUser(req).id, session, input);
    res.json({ ...answer, usage: await readUsage(deps.db, currentUser(req).id, deps.config.ai, deps.clock.now()) } satisfies ExchangeAnswer);
  });

  router.post('/sessions/:id/save', async (req, res) => {
    const { id } = validateParams(req, sessionIdParams);
    const request = validateBody(req, saveBody);
    await ownSession(deps.db, id, currentUser(req).id);
    const savedGame = await saveChatGame(deps.db, currentUser(req).id, id, request, deps.clock.now());
    res.status(201).json({ message: 'Game saved to your profile', dictionary: savedGame } satisfies SaveAnswer);
  });

  return router;
}
