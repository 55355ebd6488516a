import { TOURNAMENT_AUTO_NEXT_SECONDS, type HeatProgress, type TournamentHeader, type TournamentServerMessages, type TournamentView } from '@matchdrop/shared';
import type { HeatView } from './heat-progress';
import type { HeatRound } from './ui/HeatGame';
import type { TournamentPicture } from './view';
import type { LiveConnection, LiveEvent } from './net/live-link';

export type { LiveConnection } from './net/live-link';

/** The tournament room's messages, each with the local time it arrived. */
export type TournamentEvent = LiveEvent<TournamentServerMessages>;

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

/**
 * The screens' picture of a tournament as the server describes it. A header (status, round, lock) keeps the lists
 * of `previous`; a whole view (a welcome) brings its own. Kept from `previous`: the countdown and the heats.
 */
export function pictureOf(view: TournamentHeader | TournamentView, previous: TournamentPicture | null): TournamentPicture {
  const stillBetween = view.status === 'between_rounds' && previous?.status === 'between_rounds' && previous.round === view.round;
  const sameRound = view.status === 'playing' && previous?.status === 'playing' && previous.round === view.round;
  const lists = 'players' in view ? { players: view.players, standings: view.standings, standingsCount: view.standings.length } : previous;
  return {
    code: view.code,
    status: view.status,
    round: view.round,
    rounds: view.rounds,
    locked: view.locked,
    gameName: view.gameName,
    accountsOnly: view.accountsOnly,
    playerCount: view.playerCount,
    playersMax: view.playersMax,
    players: lists?.players ?? [],
    standings: lists?.standings ?? [],
    // A player's standings hold the top rows and their own; once there are standings, every seat has a row.
    standingsCount: 'players' in view ? (view.standings.length > 0 ? view.playerCount : 0) : (previous?.standingsCount ?? 0),
    heats: sameRound ? previous.heats : [],
    roundItems: sameRound ? previous.roundItems : [],
    // The countdown to the next round survives a refresh of the picture between the same two rounds.
    nextRoundAt: stillBetween ? previous.nextRoundAt : null,
  };
}

/** Heat progress comes as the heats that moved: each replaces its earlier self, in heat order. */
function mergeHeats(known: readonly HeatView[], moved: readonly HeatView[]): HeatView[] {
  const byNumber = new Map(known.map((h) => [h.heat, h]));
  for (const heat of moved) byNumber.set(heat.heat, heat);
  return [...byNumber.values()].sort((a, b) => a.heat - b.heat);
}

/** The projector's roster deltas applied to its list. */
function applyRoster(picture: TournamentPicture, delta: TournamentServerMessages['players']): TournamentPicture {
  const left = new Set(delta.left);
  const connection = new Map(delta.connection.map((c) => [c.id, c.connected]));
  const players = [...picture.players.filter((p) => !left.has(p.id)), ...delta.joined].map((p) => (connection.has(p.id) ? { ...p, connected: connection.get(p.id) } : p));
  return { ...picture, players, playerCount: players.length };
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
      return picture ? { ...state, picture: applyRoster(picture, event.payload) } : state;
    case 'lobby':
      // The host keeps its whole list (from its deltas); a player shows the count and the latest joiners.
      return picture && state.you?.role !== 'host' ? { ...state, picture: { ...picture, players: event.payload.players, playerCount: event.payload.playerCount } } : state;
    case 'heat_started': {
      const p = event.payload;
      const heat: HeatRound = {
        round: p.round,
        heat: p.heat,
        items: p.items,
        initialPairs: p.initialPairs,
        matchedItems: p.matchedItems ?? [],
        ...(p.itemLanguages && { itemLanguages: p.itemLanguages }),
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
    case 'round_items':
      // Sent before the header that announces the round: like heat_started, it starts the round on the picture.
      return picture ? { ...state, picture: { ...picture, status: 'playing', round: event.payload.round, roundItems: event.payload.items } } : state;
    case 'heat_progress': {
      if (!picture) return state;
      const heats = mergeHeats(picture.heats, event.payload.heats.map(heatView));
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
          standingsCount: event.payload.standingsCount,
          heats: [],
          roundItems: [],
          // Counted on this device's clock from the moment the standings arrive (device clocks disagree).
          nextRoundAt: last ? null : event.at + TOURNAMENT_AUTO_NEXT_SECONDS * 1_000,
        },
      };
    }
    case 'finished':
      return picture
        ? {
            ...state,
            heat: null,
            heatDone: false,
            heatOver: false,
            picture: {
              ...picture,
              status: 'finished',
              standings: event.payload.standings,
              standingsCount: event.payload.standingsCount,
              heats: [],
              roundItems: [],
              nextRoundAt: null,
            },
          }
        : state;
    case 'match_result':
      return state;
    case 'removed':
      return { ...state, removedReason: event.payload.reason };
    case 'error':
      return { ...state, error: event.payload.message };
  }
}
