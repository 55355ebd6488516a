import { t } from '@lingui/core/macro';
import type { TournamentView } from '@matchdrop/shared';
import { apiClient, apiRequest, ApiError, failureMessage } from '../../api';
import type { HostChoices } from '../ui/HostTournamentScreen';
import type { PastTournament } from '../ui/PastTournaments';

/** The REST half of a tournament (the live half is the websocket adapter next to this file). */

export interface CreatedTournament {
  code: string;
  joinUrl: string;
}

export async function hostTournament(choices: HostChoices): Promise<CreatedTournament> {
  const { gameName: _shownOnly, ...body } = choices;
  void _shownOnly;
  try {
    const answer = await apiRequest<{ tournament?: CreatedTournament; error?: string }>('POST', '/api/tournaments', body);
    if (!answer.tournament) throw new Error(answer.error ?? t`Failed to create the tournament`);
    return answer.tournament;
  } catch (error) {
    throw new Error(failureMessage(error, t`Failed to create the tournament`), { cause: error });
  }
}

/** Anyone with the code may look a tournament up (players, status, standings, and who hosts it). */
export async function fetchTournament(code: string): Promise<TournamentView> {
  try {
    const answer = await apiRequest<{ tournament: TournamentView }>('GET', `/api/tournaments/${encodeURIComponent(code)}`);
    return answer.tournament;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(t`No tournament has this code`, { cause: error });
    throw new Error(failureMessage(error, t`Failed to open the tournament`), { cause: error });
  }
}

export interface JoinAnswer {
  player: { id: string; name: string };
  token: string;
}

/** A guest joins with a nickname; a logged-in player with their account (the bearer token). */
export async function joinTournament(code: string, nickname: string | null): Promise<JoinAnswer> {
  try {
    return await apiRequest<JoinAnswer>('POST', `/api/tournaments/${encodeURIComponent(code)}/join`, nickname === null ? {} : { nickname });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(t`No tournament has this code`, { cause: error });
    throw new Error(failureMessage(error, t`Failed to join the tournament`), { cause: error });
  }
}

/** The host's results as a file download: GET results.csv with the login token, saved under the tournament's code. */
export function downloadResults(code: string): Promise<void> {
  return downloadCsv(`/api/tournaments/${encodeURIComponent(code)}/results.csv`, resultsFileName(code));
}

/** A host's file (a live mode's results or report) as a download: fetched with the login token, saved as `fileName`. */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  const token = apiClient.readToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new Error(t`Failed to download the results`, { cause });
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(answer?.error ?? t`Failed to download the results`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function resultsFileName(code: string): string {
  return `matchdrop-tournament-${code}.csv`;
}

/** The host's own tournaments, newest first, for the dashboard. */
export async function listMyTournaments(): Promise<PastTournament[]> {
  const answer = await apiRequest<{ tournaments?: PastTournament[] }>('GET', '/api/tournaments/mine');
  return answer.tournaments ?? [];
}
