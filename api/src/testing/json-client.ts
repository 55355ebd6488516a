// The one JSON client of the HTTP tests: a fetch that sends a JSON body and a bearer token and answers
// the status, the parsed body and the headers.

// Tests check answers field by field with expect(); `any` keeps those checks short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface JsonClient {
  call<T = Json>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  get<T = Json>(path: string, options?: Omit<CallOptions, 'body'>): Promise<Answer<T>>;
  /** A POST; an absent body is sent as `{}`. */
  post<T = Json>(path: string, body?: unknown, options?: Omit<CallOptions, 'body'>): Promise<Answer<T>>;
}

const staleSocket = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
};

export function jsonClient(baseUrl: string): JsonClient {
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const send = () => fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    // A GET after a long pause may go out on a kept-alive socket the server is closing that instant (its 5 s
    // keep-alive timeout): the request never reached the app, so it goes once more on a fresh socket.
    const res = await send().catch((error: unknown) => {
      if (method === 'GET' && staleSocket(error)) return send();
      throw error;
    });
    const text = await res.text();
    const answer = { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as T } as Answer<T>;
    // Not enumerable, so `expect(answer).toEqual({ status, body })` compares only what the API said.
    Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false });
    return answer;
  }
  return {
    call,
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body: body ?? {} }),
  };
}
