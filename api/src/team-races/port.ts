import type { CreateTeamRaceSettings, Refusal, TeamRaceReport, TeamRaceView } from '@matchdrop/shared';

type Outcome<T> = { ok: true; value: T } | Refusal;

/**
 * What the team-race REST calls need from the live race rooms (the game server's gateway, wired by the composition
 * like TournamentRooms): the rooms decide, through the matchmaker, whichever process holds them.
 */
export interface TeamRaceRooms {
  create(host: { userId: number; username: string }, settings: CreateTeamRaceSettings): Promise<Outcome<TeamRaceView>>;
  /** The live race's view ('public': what anyone with the code reads, no other team's names), or null without a live room. */
  view(code: string, scope: 'full' | 'public'): Promise<TeamRaceView | null>;
  join(code: string, nickname: string, userId: number | null): Promise<Outcome<{ player: { id: string; name: string }; token: string }>>;
  hostOf(code: string): Promise<number | null>;
  /** The host's per-student and per-pair report so far, or null without a live room. */
  report(code: string): Promise<TeamRaceReport | null>;
}
