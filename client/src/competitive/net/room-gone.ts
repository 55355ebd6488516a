/** Colyseus's close code for connections closed by a server shutdown (CloseCode.SERVER_SHUTDOWN). */
export const SERVER_SHUTDOWN_CLOSE_CODE = 4001;

/**
 * The matchmaker's answers to a reconnect when the room's server stopped (the process died, or restarted without
 * the room): 404 "Room not found" once the room has left the listing (the server's join refusals turn the
 * matchmaker's 522 into it; 522 itself is kept for a server without them), 523 "remote room timed out" while
 * the listing still names a process that no longer answers. Either way no retry can bring the seat back; a
 * failure without a code (the player's own network) is still worth retrying.
 */
const ROOM_GONE_CODES: ReadonlySet<number> = new Set([404, 522, 523]);

export function roomGone(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'number' && ROOM_GONE_CODES.has(code);
}
