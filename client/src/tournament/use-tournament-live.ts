import { t } from '@lingui/core/macro';
import type { TournamentClientMessages, TournamentServerMessages } from '@matchdrop/shared';
import { initialLiveState, liveStep, type LiveState } from './live-state';
import { TournamentLink } from './net/tournament-link';
import { useLiveRoom, type LiveRoomMode } from './use-live-room';

const TOURNAMENT_ROOM: LiveRoomMode<TournamentServerMessages, TournamentClientMessages, LiveState> = {
  link: (code, token, deps) => new TournamentLink(code, token, deps),
  step: liveStep,
  initial: initialLiveState,
  joinFailed: () => t`Failed to join the tournament`,
};

/** The tournament room as the screens see it: the live state, the link to send on, and the first join's refusal. */
export function useTournamentLive(code: string, token: string) {
  return useLiveRoom(TOURNAMENT_ROOM, code, token);
}
