// A local OpenAI-compatible chat-completions server for tests: the real service cannot be reached from
// here (no network but the package registries), and tests must not depend on it anyway. It records every
// request body and answers from a queue of scripted behaviours.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  /** 200 with this assistant message content. */
  | { content: string }
  /** An error status with an OpenAI-style error body. */
  | { status: number; message: string }
  /** Holds the request this long before answering with `then`. */
  | { delayMs: number; then: FakeBehaviour };

interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

export interface FakeOpenAi {
  /** The base URL to give the SDK (OPENAI_BASE_URL), ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues behaviours for the next requests; with the queue empty, requests get `fallback`. */
  script(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour;
  close(): Promise<void>;
}

/** The content of a structured-output answer. */
export const gameAnswer = (reply: string, name: string, pairs: Array<[string, string]>): FakeBehaviour => ({
  content: JSON.stringify({ reply, game: { name, pairs: pairs.map(([left, right]) => ({ left, right })) } }),
});

function completion(model: string, content: string): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const fake = { fallback: { content: JSON.stringify({ reply: 'ok', game: null }) } as FakeBehaviour };

  const answer = (res: ServerResponse, model: string, behaviour: FakeBehaviour): void => {
    if ('delayMs' in behaviour) {
      const timer = setTimeout(() => answer(res, model, behaviour.then), behaviour.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (res.destroyed) return;
    if ('status' in behaviour) {
      res.writeHead(behaviour.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
      res.end(JSON.stringify({ error: { message: behaviour.message, type: 'invalid_request_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model, behaviour.content)));
  };

  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body = JSON.parse(text) as RecordedRequest['body'];
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      answer(res, body.model, queue.shift() ?? fake.fallback);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours: FakeBehaviour[]) => void queue.push(...behaviours),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
