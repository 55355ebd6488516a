import { TEAM_RACE, TEAM_RACE_CLOSE_CODES, type TeamRaceClientMessageType, type TeamRaceServerMessages } from '@matchdrop/shared';
import { LiveLink, type LinkDeps } from '../net/live-link';

/** What each client message carries (the room's schemas in shared are zod; these are their plain shapes). */
export interface TeamRaceClientMessages extends Record<TeamRaceClientMessageType, unknown> {
  start: undefined;
  reshuffle: undefined;
  go: undefined;
  remove_player: { playerId: string };
  lock: { locked: boolean };
  end: undefined;
  offer: { item: string };
  answer: { item: string };
}

/** The team-race room's connection: its messages, close codes and the 30 s the server keeps a member's seat. */
export class TeamRaceLink extends LiveLink<TeamRaceServerMessages, TeamRaceClientMessages> {
  constructor(code: string, token: string, deps: LinkDeps) {
    super(code, token, deps, {
      serverMessages: { welcome: true, race: true, players: true, teams: true, field: true, progress: true, round_ended: true, finished: true, removed: true, error: true },
      closeCodes: TEAM_RACE_CLOSE_CODES,
      reconnectSeconds: TEAM_RACE.reconnectSeconds,
    });
  }
}
