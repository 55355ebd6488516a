import { OFFLINE_CAPABILITIES } from './offline/replies.js';
import type { AiProviderName } from '@matchdrop/shared';

/** The first assistant message of every chat: what the assistant can do with this server's provider. */
export function welcomeText(provider: AiProviderName): string {
  if (provider === 'offline') return `Hi! I'm the MatchDrop game assistant. ${OFFLINE_CAPABILITIES}`;
  return [
    "Hi! I'm the MatchDrop game assistant. Tell me what you want to learn and I'll make a matching game of it:",
    "• Ask for a topic: 'Spanish words for food', '12 European capitals', 'the planets and their moons'.",
    "• Paste your own pairs, one per line ('term - definition'), or give me the address of a web page to build the game from.",
    "• Then refine it: 'make it harder', '10 pairs', 'swap the sides', 'remove …', 'rename to …'.",
    'When the game looks right, Test Play it or Save to Profile.',
  ].join('\n');
}
