// The account feature as other features see it: the session, the account popup and what other screens reuse
// of its forms and dashboard. Anything else in this folder is its own (eslint: matchdrop/feature-boundaries).
export { useAccountUi } from './account-ui';
export { useAuth } from './auth-context';
export { DashboardHeader } from './DashboardHeader';
export { PasswordField, TextField } from './fields';
export { checkAndFocus, settleCheck } from './form-errors';
export { accountTypeLabel, formatDate } from './saved-game';
export { useSecondsLeft } from './use-countdown';
export type { ServerEvent } from './live-events';
export { useLiveEvent } from './use-live-event';
export { useSavedGames } from './use-saved-games';
