/** The address itself is not allowed (scheme, private network, credentials): the user's input is refused. */
export class UrlRefusedError extends Error {
  override name = 'UrlRefusedError';
}

/** The address was allowed but its page could not be used (not found, too big, too slow, not HTML). */
export class PageFetchError extends Error {
  override name = 'PageFetchError';
}
