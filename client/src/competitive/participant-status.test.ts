import type { ParticipantView } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { participantStatus } from './participant-status';

const base: ParticipantView = { id: 'ROOM01-2', user_id: '2', username: 'ben', ready: false, is_host: false, disconnected: false, connected: true };

describe('participantStatus', () => {
  it("says 'Disconnected' when the connection dropped, ready or not, host or not", () => {
    const dropped = { ...base, disconnected: true, connected: false };
    expect(participantStatus(dropped)).toEqual({ label: 'Disconnected', tone: 'away' });
    expect(participantStatus({ ...dropped, ready: true })).toEqual({ label: 'Disconnected', tone: 'away' });
    expect(participantStatus({ ...dropped, is_host: true })).toEqual({ label: 'Disconnected', tone: 'away' });
  });

  it("says 'Not ready — idle' for a connected player the unready timer marked", () => {
    expect(participantStatus({ ...base, disconnected: true })).toEqual({ label: 'Not ready — idle', tone: 'away' });
  });

  it('shows the host, ready and not-ready states of connected players', () => {
    expect(participantStatus({ ...base, is_host: true })).toEqual({ label: 'Starts the game', tone: 'host' });
    expect(participantStatus({ ...base, ready: true })).toEqual({ label: 'Ready', tone: 'ready' });
    expect(participantStatus(base)).toEqual({ label: 'Not ready', tone: 'waiting' });
  });
});
