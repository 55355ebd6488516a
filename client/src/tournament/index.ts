// The tournament feature as other features see it: opening its screens, and the dashboard's past tournaments and team races.
// Anything else in this folder is its own (eslint: matchdrop/feature-boundaries).
export { LazyPastTeamRacesSection, LazyPastTournamentsSection } from './lazy';
export { useOpenTournament } from './tournament-nav';
