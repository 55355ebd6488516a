import { failureMessage } from '../../api';

/** The room refused with a reason worth showing as it is (a refused seat, a suspended account's answer). */
export class RoomRefusal extends Error {
  override name = 'RoomRefusal';
}

/** R-API-7 rooms: the server's message when it gave one, else the screen's fallback ('Failed to join room', ...). */
export function roomFailureMessage(error: unknown, fallback: string): string {
  return error instanceof RoomRefusal ? error.message : failureMessage(error, fallback);
}
