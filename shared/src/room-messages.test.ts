import { describe, expect, it } from 'vitest';
import {
  createRoomRequestSchema,
  joinRoomRequestSchema,
  removePlayerRequestSchema,
  isRoomServerMessage,
  ROOM_CLIENT_MESSAGE_SCHEMAS as messages,
  ROOM_SERVER_MESSAGES,
} from './room-messages.js';

describe('competitive room client messages', () => {
  it('accepts the spec’s extra fields on messages whose payload the server does not read', () => {
    expect(messages.toggle_ready.safeParse(undefined).success).toBe(true);
    expect(messages.start_game.safeParse({ roomId: 'ABCDEF', hostUserId: 1 }).success).toBe(true);
    expect(messages.toggle_ready.safeParse('ready').success).toBe(false);
  });

  it('needs two item texts in a match attempt', () => {
    expect(messages.match_attempt.safeParse({ item1: 'cat', item2: 'gato', correct: true }).success).toBe(true);
    expect(messages.match_attempt.safeParse({ item1: 'cat' }).success).toBe(false);
    expect(messages.match_attempt.safeParse({ item1: 'cat', item2: 7 }).success).toBe(false);
  });

  it('needs a game in a topic proposal', () => {
    expect(messages.propose_topic.safeParse({ topicName: 'Animals', builtinGameId: 'animals' }).success).toBe(true);
    expect(messages.propose_topic.safeParse({ topicName: 'Mine', dictionaryId: 12 }).success).toBe(true);
    const none = messages.propose_topic.safeParse({ topicName: 'Nothing' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Choose a game to propose');
  });

  it('reads a stage, a pair count and a user id to remove', () => {
    expect(messages.update_user_stage.safeParse({ stage: 'waiting_room' }).success).toBe(true);
    expect(messages.update_user_stage.safeParse({ stage: 'lobby' }).success).toBe(false);
    expect(messages.pair_count_selected.safeParse({ pairCount: Number.NaN }).success).toBe(false);
    expect(messages.remove_player.parse({ userId: 42 })).toEqual({ userId: '42' });
    expect(messages.remove_player.safeParse({ userId: 'abc' }).success).toBe(false);
  });
});

describe('competitive REST bodies', () => {
  it('defaults create-room to 4 players and speed 5, and leaves the pair count and the time limit to the game', () => {
    expect(createRoomRequestSchema.parse({ dictionaryType: 'builtin', dictionaryId: 'animals' })).toEqual({
      dictionaryType: 'builtin',
      dictionaryId: 'animals',
      maxPlayers: 4,
      speed: 5,
    });
  });

  it('takes a speed of 1–10 and a round time of 60–600 s', () => {
    const body = { dictionaryType: 'builtin', dictionaryId: 'animals' } as const;
    expect(createRoomRequestSchema.parse({ ...body, speed: 10, roundSeconds: 600 })).toMatchObject({ speed: 10, roundSeconds: 600 });
    expect(createRoomRequestSchema.safeParse({ ...body, speed: 0 }).error?.issues[0]?.message).toBe('Game speed must be between 1 and 10');
    expect(createRoomRequestSchema.safeParse({ ...body, roundSeconds: 601 }).error?.issues[0]?.message).toBe('Round time must be between 60 and 600 seconds');
    expect(createRoomRequestSchema.safeParse({ ...body, roundSeconds: 90.5 }).error?.issues[0]?.message).toBe('Round time must be a whole number of seconds');
  });

  it('refuses a max player count other than 2, 3 or 4, and a room without a game', () => {
    const five = createRoomRequestSchema.safeParse({ dictionaryType: 'builtin', dictionaryId: 'animals', maxPlayers: 5 });
    expect(five.error?.issues[0]?.message).toBe('Max players must be 2, 3 or 4');
    const noGame = createRoomRequestSchema.safeParse({ dictionaryType: 'saved' });
    expect(noGame.error?.issues[0]?.message).toBe('Choose a game for the room');
  });

  it('uppercases room codes and reads the user id to remove as text', () => {
    expect(joinRoomRequestSchema.parse({ roomCode: ' abc234 ' })).toEqual({ roomCode: 'ABC234' });
    expect(removePlayerRequestSchema.parse({ roomId: 'abc234', userId: 7 })).toEqual({ roomId: 'ABC234', userId: '7' });
  });
});

describe('server message names', () => {
  it('recognises each server message name and nothing else', () => {
    expect(isRoomServerMessage(ROOM_SERVER_MESSAGES.game_started)).toBe(true);
    expect(Object.values(ROOM_SERVER_MESSAGES).every(isRoomServerMessage)).toBe(true);
    expect(isRoomServerMessage('match_attempt')).toBe(false);
    expect(isRoomServerMessage('toString')).toBe(false);
  });
});
