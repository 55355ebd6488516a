import { z } from 'zod';

/**
 * The shape a model must answer in: a message for the user and, when it made or changed a game, the
 * whole game. Sent as a JSON schema (structured output); checked with zod either way, since a server
 * without structured output (or a model ignoring it) can answer anything.
 */

export const REPLY_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['reply', 'game'],
  properties: {
    reply: { type: 'string', description: 'A short message to the user: what was made or changed, or a question.' },
    game: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'pairs'],
          properties: {
            name: { type: 'string', description: 'The game name, at most 50 characters.' },
            pairs: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['left', 'right'],
                properties: { left: { type: 'string' }, right: { type: 'string' } },
              },
            },
          },
        },
      ],
    },
  },
} as const;

// Models answering without the schema often write pairs as [["a","b"]] or {"a":"b"}: all three are read.
const pairList = z.union([
  z.array(z.object({ left: z.string(), right: z.string() })).transform((pairs) => pairs.map((p): [string, string] => [p.left, p.right])),
  z.array(z.tuple([z.string(), z.string()])),
  z.record(z.string(), z.string()).transform((map) => Object.entries(map)),
]);

const replySchema = z.object({
  reply: z.string(),
  game: z.object({ name: z.string(), pairs: pairList }).nullable().optional(),
});

interface ModelReply {
  reply: string;
  game: { name: string; pairs: Array<[string, string]> } | null;
}

export type ParsedReply = { ok: true; value: ModelReply } | { ok: false; error: string };

/** The JSON object in a text answer: the whole text, a ```json block, or the outermost {...}. */
function jsonIn(text: string): unknown {
  const candidates = [text.trim(), /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1]?.trim(), text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next way of finding it
    }
  }
  return undefined;
}

export function parseModelReply(text: string): ParsedReply {
  const json = jsonIn(text);
  if (json === undefined) return { ok: false, error: 'the answer was not valid JSON' };
  const result = replySchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'answer';
    return { ok: false, error: `the answer did not have the expected shape (${where}: ${issue?.message ?? 'invalid'})` };
  }
  return { ok: true, value: { reply: result.data.reply, game: result.data.game ?? null } };
}
