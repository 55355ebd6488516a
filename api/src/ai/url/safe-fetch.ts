import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { durationText } from '../duration.js';
import { isPublicAddress } from './address-policy.js';
import { PageFetchError, UrlRefusedError } from './errors.js';
import { getOnce, type HopAnswer, type PinnedAddress } from './http-get.js';

/**
 * Fetching a page a user named, without letting the server be used against its own network (SSRF):
 * http and https only; every address the name resolves to must be public (unless the host is in the
 * allow-list); the connection goes to the address that was checked; redirects are followed by hand and
 * each hop is checked again; the body is capped in size and the whole fetch in time; HTML and text only.
 */

export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface FetchPolicy {
  /** Lower-cased host names exempt from the private-address rule (AI_URL_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  /** DNS resolution of every address of a name; dns.lookup with all: true by default. */
  resolve?: ResolveHost;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  /** The final address, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

const PAGE_TIMEOUT_MS = 10_000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const PAGE_MAX_REDIRECTS = 5;

const READABLE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address as a URL; a bare "example.com/page" is read as https. */
function parsePageUrl(raw: string): URL {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    // The WHATWG parser also turns 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1.
    url = new URL(withScheme);
  } catch {
    throw new UrlRefusedError('That is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlRefusedError('Only http:// and https:// addresses can be read');
  if (url.username !== '' || url.password !== '') throw new UrlRefusedError('Addresses with a user name or password are not allowed');
  return url;
}

/** The address to connect to for `url`, after checking every address its host resolves to. */
async function vettedAddress(url: URL, policy: FetchPolicy): Promise<PinnedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw new PageFetchError(`The address “${host}” could not be found`);
    }
  }
  const first = addresses[0];
  if (!first) throw new PageFetchError(`The address “${host}” could not be found`);
  if (!policy.allowHosts.includes(host) && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new UrlRefusedError('That address points to a private or local network, which the server does not read');
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function checkReadable(answer: HopAnswer): string {
  const contentType = String(answer.headers['content-type'] ?? '').toLowerCase();
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  if (!READABLE_TYPES.includes(mediaType)) {
    throw new PageFetchError(`The address is not a web page or text (${mediaType === '' ? 'no content type' : mediaType})`);
  }
  return contentType;
}

async function follow(start: URL, policy: FetchPolicy, signal: AbortSignal, maxBytes: number): Promise<FetchedPage> {
  const tooLarge = `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;
  let url = start;
  for (let hop = 0; ; hop++) {
    const pinned = await vettedAddress(url, policy);
    const answer = await getOnce(url, pinned, signal, tooLarge);
    if (REDIRECTS.has(answer.status)) {
      answer.discard();
      const location = answer.headers.location;
      if (location === undefined) throw new PageFetchError(`The page answered ${answer.status} without saying where to go`);
      if (hop >= (policy.maxRedirects ?? PAGE_MAX_REDIRECTS)) throw new PageFetchError('The page redirects too many times');
      url = parsePageUrl(new URL(location, url).href);
      continue;
    }
    if (answer.status < 200 || answer.status > 299) {
      answer.discard();
      throw new PageFetchError(`The page answered with status ${answer.status}`);
    }
    let contentType: string;
    try {
      contentType = checkReadable(answer);
    } catch (error) {
      answer.discard();
      throw error;
    }
    if (Number(answer.headers['content-length'] ?? 0) > maxBytes) {
      answer.discard();
      throw new PageFetchError(tooLarge);
    }
    return { url: url.href, contentType, body: await answer.body(maxBytes) };
  }
}

/** Fetches a page under the policy; UrlRefusedError or PageFetchError (with a message for the user) on failure. */
export async function fetchPage(rawUrl: string, policy: FetchPolicy): Promise<FetchedPage> {
  const url = parsePageUrl(rawUrl);
  const timeoutMs = policy.timeoutMs ?? PAGE_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await follow(url, policy, controller.signal, policy.maxBytes ?? PAGE_MAX_BYTES);
  } catch (error) {
    if (controller.signal.aborted) throw new PageFetchError(`The page did not answer within ${durationText(timeoutMs)}`);
    if (error instanceof UrlRefusedError || error instanceof PageFetchError) throw error;
    throw new PageFetchError('The page could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
