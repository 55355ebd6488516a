import { randomInt } from 'node:crypto';
import { ROOM_CLIENT_MESSAGE_SCHEMAS } from '@matchdrop/shared';
import type { RoomClientMessageType } from '@matchdrop/shared';
import type { z } from 'zod';
import type { RoomEvent } from './logic/index.js';

type Parsed = { [K in RoomClientMessageType]: z.output<(typeof ROOM_CLIENT_MESSAGE_SCHEMAS)[K]> };

/** The largest seed the competitive_rounds.seed column (int8) and every client's rng agree on exactly. */
const SEED_LIMIT = 2 ** 31;

/**
 * The room event a parsed client message stands for, with the sender's authenticated id (never one from the
 * payload). undefined for messages the connection itself already expresses (register_user, join_room) and for
 * those the adapter handles itself (leave_room, propose_topic).
 */
export function eventFor<K extends RoomClientMessageType>(type: K, payload: Parsed[K], userId: string): RoomEvent | undefined {
  const message = { type, payload } as { [T in RoomClientMessageType]: { type: T; payload: Parsed[T] } }[RoomClientMessageType];
  switch (message.type) {
    case 'toggle_ready':
    case 'player_finished':
    case 'quit_game':
    case 'start_another_round':
    case 'enter_waiting_room':
    case 'leave_waiting_room':
    case 'host_proceed_to_topics':
    case 'approve_topic':
    case 'reject_topic':
      return { type: message.type, userId };
    case 'start_game':
      // The round seed comes from the server, so no player can pick a deal they have practised.
      return { type: 'start_game', userId, seed: randomInt(SEED_LIMIT) };
    case 'match_attempt':
      return { type: 'match_attempt', userId, item1: message.payload.item1, item2: message.payload.item2 };
    case 'update_user_stage':
      return { type: 'update_user_stage', userId, stage: message.payload.stage };
    case 'pair_count_selected':
      return { type: 'pair_count_selected', userId, pairCount: message.payload.pairCount };
    case 'remove_player':
      return { type: 'remove_player', userId, targetUserId: message.payload.userId };
    case 'register_user':
    case 'join_room':
    case 'leave_room':
    case 'propose_topic':
      return undefined;
  }
}

/** The payload parsed with the message's schema, or undefined when it does not fit (the message is dropped). */
export function parseClientMessage<K extends RoomClientMessageType>(type: K, payload: unknown): { payload: Parsed[K] } | undefined {
  const result = ROOM_CLIENT_MESSAGE_SCHEMAS[type].safeParse(payload);
  return result.success ? { payload: result.data as Parsed[K] } : undefined;
}
