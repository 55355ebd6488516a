import { t } from '@lingui/core/macro';
import type { AiModels, AiSession, AiSessionPage, AiUsage, ChatAnswer, ExchangeAnswer, NewChatAnswer, SaveAnswer } from '@matchdrop/shared';
import { ApiError, apiRequest, errorText, isSuspendedAnswer, type HttpMethod } from '../api';
import { sessionsPath } from './session-paging';

/** R-API-1: every call of the AI game creator. */

/**
 * apiRequest hands a suspended account's 403 back as an answer (R-API-3); here it has none of the shapes
 * the creator expects, so it becomes the failure it is.
 */
async function aiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const answer = await apiRequest<T>(method, path, body);
  if (isSuspendedAnswer(answer)) throw new ApiError(403, errorText(answer) ?? t`Account suspended`, answer);
  return answer;
}

export const fetchAiModels = (): Promise<AiModels> => aiRequest<AiModels>('GET', '/api/ai/models');

export const fetchAiUsage = (): Promise<AiUsage> => aiRequest<AiUsage>('GET', '/api/ai/usage');

export const fetchSessions = (page: number): Promise<AiSessionPage> => aiRequest<AiSessionPage>('GET', sessionsPath(page));

export const createChat = (title?: string): Promise<NewChatAnswer> => aiRequest<NewChatAnswer>('POST', '/api/ai/sessions', title === undefined ? {} : { title });

export const fetchChat = (id: number): Promise<ChatAnswer> => aiRequest<ChatAnswer>('GET', `/api/ai/sessions/${id}`);

export const renameChat = async (id: number, title: string): Promise<AiSession> => (await aiRequest<{ session: AiSession }>('PATCH', `/api/ai/sessions/${id}`, { title })).session;

export const deleteChat = (id: number): Promise<unknown> => aiRequest('DELETE', `/api/ai/sessions/${id}`);

export const sendChatMessage = (id: number, body: { content: string; url?: string }): Promise<ExchangeAnswer> =>
  aiRequest<ExchangeAnswer>('POST', `/api/ai/sessions/${id}/messages`, body);

export const saveChatGame = (id: number, body: { name: string; messageId?: number }): Promise<SaveAnswer> => aiRequest<SaveAnswer>('POST', `/api/ai/sessions/${id}/save`, body);
