import { t } from '@lingui/core/macro';
import type { TeamRaceServerMessages } from '@matchdrop/shared';
import { useLiveRoom, type LiveRoomMode } from '../use-live-room';
import { TeamRaceLink, type TeamRaceClientMessages } from './link';
import { initialTeamRaceLive, teamRaceStep, type TeamRaceLive } from './race-state';

const TEAM_RACE_ROOM: LiveRoomMode<TeamRaceServerMessages, TeamRaceClientMessages, TeamRaceLive> = {
  link: (code, token, deps) => new TeamRaceLink(code, token, deps),
  step: teamRaceStep,
  initial: initialTeamRaceLive,
  joinFailed: () => t`Failed to join the team race`,
};

/** The team-race room as its screens see it: the live state, the link to send on, and the first join's refusal. */
export function useTeamRaceLive(code: string, token: string) {
  return useLiveRoom(TEAM_RACE_ROOM, code, token);
}
