import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { AiUsage } from '@matchdrop/shared';
import { CHATS_USED_UP, MESSAGES_USED_UP, providerLabel, usageView } from './usage-view';

const usage = (messages: number, chats: number): AiUsage => ({
  canSendMessage: messages > 0,
  canCreateChat: chats > 0,
  remaining: { messages, chatSessions: chats },
  limits: { messages: 50, chatSessions: 10 },
  resetsAt: '2025-01-02T00:00:00.000Z',
});

describe('the provider line', () => {
  it('names the offline assistant, or the model in use', () => {
    expect(providerLabel({ provider: 'offline', models: ['matchdrop-offline'], default: 'matchdrop-offline' })).toBe('Offline assistant');
    expect(providerLabel({ provider: 'openai', models: ['gpt-4o-mini', 'gpt-4o'], default: 'gpt-4o-mini' })).toBe('gpt-4o-mini');
    expect(providerLabel(null)).toBeNull();
  });
});

describe('the usage counters', () => {
  it('show what is left of the day', () => {
    expect(usageView(usage(48, 9), true)).toEqual({ messages: '48 of 50', chats: '9 of 10', canSend: true, canStartChat: true, notes: [] });
  });

  it('disable Send and explain when the messages are used up', () => {
    expect(usageView(usage(0, 9), true)).toMatchObject({ canSend: false, canStartChat: true, notes: [i18n._(MESSAGES_USED_UP)] });
  });

  it('disable New Chat when the chats are used up, and Send where it would start one', () => {
    expect(usageView(usage(5, 0), true)).toMatchObject({ canSend: true, canStartChat: false, notes: [i18n._(CHATS_USED_UP)] });
    expect(usageView(usage(5, 0), false)).toMatchObject({ canSend: false, canStartChat: false });
  });

  it('block nothing while the usage is unknown', () => {
    expect(usageView(null, false)).toMatchObject({ canSend: true, canStartChat: true, messages: null });
  });
});
