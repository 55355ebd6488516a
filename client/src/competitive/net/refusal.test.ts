import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { RoomRefusal, roomFailureMessage } from './refusal';

describe('roomFailureMessage', () => {
  it("shows the server's message, else the fallback (R-API-7)", () => {
    expect(roomFailureMessage(new ApiError(404, 'Room not found', { error: 'Room not found' }), 'Failed to join room')).toBe('Room not found');
    expect(roomFailureMessage(new ApiError(500, 'Request failed: 500', { error: '' }), 'Failed to join room')).toBe('Failed to join room');
    expect(roomFailureMessage(new ApiError(0, 'Request failed'), 'Failed to create room')).toBe('Failed to create room');
    expect(roomFailureMessage(new RoomRefusal('Room is full'), 'Failed to join room')).toBe('Room is full');
    expect(roomFailureMessage(new TypeError('boom'), 'Failed to remove player')).toBe('Failed to remove player');
  });
});
