import { TOURNAMENT_AUTO_NEXT_SECONDS, type HeatProgress, type TournamentServerMessages, type TournamentView } from '@matchdrop/shared';
import type { HeatView } from './heat-progress';
import type { HeatRound } from './ui/HeatGame';
import type { TournamentPicture } from './view';

/** The tournament room's messages, each with the local time it arrived. */
export type TournamentEvent =
  | { [K in keyof TournamentServerMessages]: { type: K; payload: TournamentServerMessages[K]; at: number } }[keyof TournamentServerMessages]
  | { type: 'connection'; payload: LiveConnection; at: number };

export type LiveConnection =
  { state: 'connecting' } | { state: 'connected' } | { state: 'reconnecting'; since: number } | { state: 'ended'; reason: 'removed' | 'replaced' | 'lost' | 'left' };

type Viewer = { role: 'host' } | { role: 'player'; playerId: string; name: string };

/** Everything the tournament screens show, built from the room's messages alone. */
export interface LiveState {
  you: Viewer | null;
  picture: TournamentPicture | null;
  /** This player's heat while their round runs. */
  heat: HeatRound | null;
  /** The player matched every pair of their heat (or the heat ended for them). */
  heatDone: boolean;
  /** The whole heat is over (every heat-mate through, or time's up): until then a finished player waits for it. */
  heatOver: boolean;
  connection: LiveConnection;
  /** The last refusal the server sent, shown until the next action. */
  error: string | null;
  removedReason: string | null;
}

export const initialLiveState: LiveState = {
  you: null,
  picture: null,
  heat: null,
  heatDone: false,
  heatOver: false,
  connection: { state: 'connecting' },
  error: null,
  removedReason: null,
};

function heatView(progress: HeatProgress): HeatView {
  const total = progress.players[0]?.total ?? 0;
  return {
    heat: progress.heat,
    pairCount: total,
    racers: progress.players.map((p) => ({ name: p.name, matched: p.matched, finished: p.finished || progress.ended, away: !p.connected, score: p.score })),
  };
}

/** The screens' picture of a tournament as the server describes it (kept countdown and heats from `previous`). */
export function pictureOf(view: TournamentView, previous: TournamentPicture | null): TournamentPicture {
  const stillBetween = view.status === 'between_rounds' && previous?.status === 'between_rounds' && previous.round === view.round;
  return {
    code: view.code,
    status: view.status,
    round: view.round,
    rounds: view.rounds,
    locked: view.locked,
    gameName: view.gameName,
    accountsOnly: view.accountsOnly,
    players: view.players,
    standings: view.standings,
    heats: view.status === 'playing' ? (previous?.heats ?? []) : [],
    // The countdown to the next round survives a refresh of the picture between the same two rounds.
    nextRoundAt: stillBetween ? previous.nextRoundAt : null,
  };
}

/** Folds one message of the tournament room into the screens' state (pure: the time comes with the event). */
export function liveStep(state: LiveState, event: TournamentEvent): LiveState {
  const { picture } = state;
  switch (event.type) {
    case 'connection':
      return { ...state, connection: event.payload };
    case 'welcome':
      return { ...state, you: event.payload.you, picture: pictureOf(event.payload.tournament, picture), connection: { state: 'connected' } };
    case 'tournament': {
      const next = pictureOf(event.payload, picture);
      const roundOver = next.status !== 'playing';
      // A new picture answers the host's last action: its refusal, if any, is old news.
      return { ...state, picture: next, error: null, ...(roundOver ? { heat: null, heatDone: false, heatOver: false } : {}) };
    }
    case 'players':
      return picture ? { ...state, picture: { ...picture, players: event.payload.players, locked: event.payload.locked } } : state;
    case 'heat_started': {
      const p = event.payload;
      const heat: HeatRound = {
        round: p.round,
        heat: p.heat,
        items: p.items,
        initialPairs: p.initialPairs,
        matchedItems: p.matchedItems ?? [],
        seed: `${p.round}:${p.startedAt}`,
        pairCount: p.pairCount,
        speed: p.speed,
        // The server's msLeft against the local clock: a skewed device clock does not shorten the round.
        endsAt: event.at + p.msLeft,
        players: p.players.map((player) => player.name),
      };
      const done = heat.matchedItems.length >= p.pairCount * 2;
      return { ...state, heat, heatDone: done, heatOver: false, picture: picture ? { ...picture, status: 'playing', round: p.round } : picture };
    }
    case 'heat_progress': {
      if (!picture) return state;
      const heats = event.payload.heats.map(heatView);
      const me = state.you?.role === 'player' ? state.you.playerId : null;
      const mine = me === null ? undefined : event.payload.heats.flatMap((h) => h.players).find((p) => p.playerId === me);
      return { ...state, picture: { ...picture, heats }, heatDone: state.heatDone || (mine?.finished ?? false) };
    }
    case 'heat_ended':
      return { ...state, heatDone: true, heatOver: true };
    case 'round_ended': {
      if (!picture) return state;
      const last = event.payload.nextRoundAt === null;
      return {
        ...state,
        heat: null,
        heatDone: false,
        heatOver: false,
        picture: {
          ...picture,
          status: last ? 'finished' : 'between_rounds',
          round: event.payload.round,
          standings: event.payload.standings,
          heats: [],
          // Counted on this device's clock from the moment the standings arrive (device clocks disagree).
          nextRoundAt: last ? null : event.at + TOURNAMENT_AUTO_NEXT_SECONDS * 1_000,
        },
      };
    }
    case 'finished':
      return picture
        ? { ...state, heat: null, heatDone: false, heatOver: false, picture: { ...picture, status: 'finished', standings: event.payload.standings, heats: [], nextRoundAt: null } }
        : state;
    case 'match_result':
      return state;
    case 'removed':
      return { ...state, removedReason: event.payload.reason };
    case 'error':
      return { ...state, error: event.payload.message };
  }
}
