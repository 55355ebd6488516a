import { parseList } from '../offline/list-parser.js';
import type { PageContent } from '../types.js';
import { extractPage } from './html-extract.js';
import { fetchPage, type FetchPolicy } from './safe-fetch.js';

/** Enough of a page for a language model to work from, without sending it a whole book. */
const PAGE_TEXT_MAX = 12_000;

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i;

/** The body's text: the charset from the header, else from a <meta> tag, else UTF-8. */
function decodeBody(body: Buffer, contentType: string): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ?? META_CHARSET.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // an unknown charset label
  }
}

/** Fetches the page under the SSRF policy and reads its title, text and pairs. */
export async function readPage(url: string, policy: FetchPolicy): Promise<PageContent> {
  const page = await fetchPage(url, policy);
  const body = decodeBody(page.body, page.contentType);
  if (page.contentType.startsWith('text/plain')) {
    return { url: page.url, title: '', text: body.slice(0, PAGE_TEXT_MAX), pairs: parseList(body)?.pairs ?? [] };
  }
  const extracted = extractPage(body);
  return { url: page.url, title: extracted.title, text: extracted.text.slice(0, PAGE_TEXT_MAX), pairs: extracted.pairs };
}
