import { msg, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { AiModels, AiUsage } from '@matchdrop/shared';

/** The usage counters and the provider line of the AI creator (R-WIRE-6, R-AI-2). */

export const MESSAGES_USED_UP = msg`You have used all your AI messages for today. They start again at midnight UTC.`;
export const CHATS_USED_UP = msg`You have started all the AI chats allowed for today. New chats are possible again at midnight UTC.`;

/** 'Offline assistant' for the built-in one, else the model answering (R-AI-5: which provider is in use). */
export function providerLabel(models: AiModels | null): string | null {
  if (!models) return null;
  if (models.provider === 'offline') return t`Offline assistant`;
  return models.default || models.models[0] || models.provider;
}

export interface UsageView {
  /** e.g. '48 of 50', or null while unknown. */
  messages: string | null;
  chats: string | null;
  /** Send is allowed (sending in a chat not yet started also starts one). */
  canSend: boolean;
  canStartChat: boolean;
  notes: string[];
}

const counter = (left: number, limit: number | undefined): string => (limit === undefined ? String(left) : t`${left} of ${limit}`);

/** Unknown usage blocks nothing: the server still enforces the quota and says so. */
export function usageView(usage: AiUsage | null, hasChat: boolean): UsageView {
  if (!usage) return { messages: null, chats: null, canSend: true, canStartChat: true, notes: [] };
  const canMessage = usage.canSendMessage && usage.remaining.messages > 0;
  const canStartChat = usage.canCreateChat && usage.remaining.chatSessions > 0;
  const notes: string[] = [];
  if (!canMessage) notes.push(i18n._(MESSAGES_USED_UP));
  if (!canStartChat) notes.push(i18n._(CHATS_USED_UP));
  return {
    messages: counter(usage.remaining.messages, usage.limits?.messages),
    chats: counter(usage.remaining.chatSessions, usage.limits?.chatSessions),
    canSend: canMessage && (hasChat || canStartChat),
    canStartChat,
    notes,
  };
}
