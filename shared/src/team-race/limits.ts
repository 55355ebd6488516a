/**
 * Team-race limits (issue 36), shared by the host's form, the REST checks and the server's rules.
 */
export const TEAM_RACE = {
  rounds: { min: 1, max: 5, default: 3 },
  teamSize: { min: 2, max: 4, default: 3 },
  /** The goal of a round (right matches in a row); absent, the round's pair count. */
  goal: { min: 2, max: 60 },
  /** Two teams of two: fewer players make no race. */
  playersMin: 4,
  /** Players one race holds by default (a school hall); the game server's TEAM_RACE_PLAYERS_MAX setting overrides it. */
  playersMax: 400,
  /** A dropped member keeps their team seat and items this long; then their items are dealt to their teammates. */
  reconnectSeconds: 30,
  /**
   * The projector's bars (the teams whose run or count moved) go out at most this often, batched. The goal is at
   * least two updates a second: at 500 ms a single batch with nothing new (or a timer late on a busy machine) already
   * drops the rate below it (bench/team-race.ts measured 1.93 a second), so a little faster.
   */
  progressIntervalMs: 400,
  /** Past this many teams the projector shows the closest races (the longest runs) on top. */
  projectorTop: 24,
  /** The host's list of finished races (R-TEAM-11): a page of this many by default, at most `max`. */
  pastRacesPage: { default: 20, max: 100 },
  /** The Colyseus room type; clients join with `client.joinById(code, { token })`. */
  roomName: 'team_race',
  /** sessionStorage key under which a guest keeps their race token, per code: `${prefix}${code}`. */
  tokenStoragePrefix: 'matchdrop:team-race-token:',
} as const;
