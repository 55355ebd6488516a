import { TOURNAMENT_CLOSE_CODES, TOURNAMENT_RECONNECT_SECONDS, type TournamentClientMessages, type TournamentServerMessages } from '@matchdrop/shared';
import { LiveLink, type LinkDeps } from './live-link';

export type { LinkDeps };

/** The tournament room's connection: its messages, close codes and the 30 s the server keeps a seat. */
export class TournamentLink extends LiveLink<TournamentServerMessages, TournamentClientMessages> {
  constructor(code: string, token: string, deps: LinkDeps) {
    super(code, token, deps, {
      serverMessages: {
        welcome: true,
        tournament: true,
        players: true,
        lobby: true,
        heat_started: true,
        round_items: true,
        match_result: true,
        heat_progress: true,
        heat_ended: true,
        round_ended: true,
        finished: true,
        removed: true,
        error: true,
      },
      closeCodes: TOURNAMENT_CLOSE_CODES,
      reconnectSeconds: TOURNAMENT_RECONNECT_SECONDS,
    });
  }
}
