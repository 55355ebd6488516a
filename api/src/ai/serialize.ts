import type { AiMessage, AiSession } from '@matchdrop/shared';
import { toGameJson } from './game.js';
import type { MessageRow, SessionRow } from './repository.js';

export function toSessionJson(row: SessionRow): AiSession {
  return {
    id: row.id,
    title: row.title,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    message_count: row.message_count,
    dictionary_generated: row.dictionary_generated,
    generated_dictionary: row.generated_dictionary,
  };
}

export function toMessageJson(row: MessageRow): AiMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    url: row.url,
    created_at: row.created_at.toISOString(),
    dictionary: row.game ? toGameJson(row.game) : null,
  };
}
