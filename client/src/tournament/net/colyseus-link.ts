import { loadSdk, wrap } from '../../multiplayer/net/colyseus-transport';
import type { RoomSocket } from '../../multiplayer/net/transport';

/**
 * Joins the tournament room (its id is the code) with a player's tournament token or the host's login token.
 * The SDK chunk is the competitive rooms' one; like them, this client owns the way back, not the SDK.
 */
export async function joinTournamentRoom(origin: string, code: string, token: string): Promise<RoomSocket> {
  const { Client } = await loadSdk();
  return wrap(await new Client(origin).joinById(code, { token }));
}
