import { createContext, useContext } from 'react';

/** Where the tournament screens open: the host's form, the code form, or a tournament by its code (as host or player). */
export type TournamentTarget = { kind: 'host' } | { kind: 'enter' } | { kind: 'code'; code: string };

/** Opens the tournament screens from anywhere (the Competition screen's buttons, the dashboard's past tournaments). */
export const TournamentNavContext = createContext<(target: TournamentTarget) => void>(() => undefined);

export const useOpenTournament = () => useContext(TournamentNavContext);
