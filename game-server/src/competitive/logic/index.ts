/**
 * The competitive room's rules as pure, deterministic code: the referee of the competitive flow (R-ROOM-7, R-ROOM-9).
 *
 * DESIGN. A room is a plain-data `RoomState`; everything that happens to it is a `RoomEvent` (a player's intent,
 * carrying the authenticated userId the adapter filled in, or a timer firing); `step(state, event, now)` returns
 * the next state and a list of `Effect`s, and touches nothing else. There are no timers, sockets, clocks or
 * random calls in here:
 * - time is the `now` argument; a timer is a `schedule` effect ({ timer, at }) that the adapter turns into a
 *   real timer which, when due, feeds back `{ type: 'timer', timer, at }`. The state keeps every pending
 *   deadline, so a cancelled or re-armed timer that fires anyway is recognised by its `at` and ignored;
 * - randomness is the round seed the adapter picks and passes in `start_game`; the pairs are drawn with
 *   `selectPairs(data, pairCount, createRng(seed))` and the items shuffled with the same rng;
 * - messages are `broadcast` / `send` effects named as the wire names them (R-ROOM-8) (payloads: @matchdrop/shared's CompetitiveServerMessages);
 *   `persistRound` carries a finished round's results to the database, `kick` closes a connection,
 *   `dispose` says the room is empty.
 * The thin Colyseus room (the adapter) does: onMessage → step → apply effects in order → keep the new state.
 *
 * THE SERVER IS THE REFEREE. Clients only say which two items they dropped together (match_attempt); the
 * server judges it against the round's pairs, and itself decides when a player has finished, with the time
 * from its own clock and the R-SCORE-2 score. A client's 'player_finished' claim is accepted as an event only
 * so that it can be ignored. Intents in the wrong phase, from non-members, or malformed change nothing;
 * a refusal a person needs explained (Start Game, Remove, Not enough players, ...) is an `error` to that
 * player only.
 *
 * DECISIONS the spec leaves open (each tested):
 * - the unready timer is one timer re-armed on each join (see phases/lobby.ts);
 * - a new host is the earliest-joined remaining player; an approved topic makes its proposer host;
 * - the countdown's GO! and game_started go out together; the round clock starts there;
 * - the pair count from the host is clamped into range and ends the 5-s selection at once;
 * - speed for the score is a room constant, GAME_SPEED_DEFAULT unless the room sets one;
 * - quitting (or leaving) during play places the player last with no time and no score, and leaves the room;
 * - joins are accepted only in the lobby; a join from a seated player is a reconnection.
 */
export { createRoomState } from './create.js';
export { step } from './step.js';
export { joinRefusal } from './phases/lobby.js';
export { REFUSALS } from './refusals.js';
export type { RefusalCode } from './refusals.js';
export { participantId, participantsView, roomStatus } from './room.js';
export { pairCountRange } from './pair-count-range.js';
export type { Effect, PersistedRound, RoomEvent, RoomGame, RoomState, TimerName } from './types.js';
