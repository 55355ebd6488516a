import { Trans, useLingui } from '@lingui/react/macro';
import { SUCCESS_POPUP_MS } from '@matchdrop/shared';
import { useAccountUi } from './account-ui';
import { useAuth } from './auth-context';

/** Logs out and shows the logout-success popup (R-AUTH-7, R-UI-6), for the user and the admin dashboards alike. */
export function LogoutButton() {
  const { logout } = useAuth();
  const { showPopup } = useAccountUi();
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="btn btn-ghost"
      onClick={() => {
        logout();
        showPopup({ tone: 'success', title: t`Logged out`, message: t`You have been logged out successfully.`, durationMs: SUCCESS_POPUP_MS });
      }}
    >
      <Trans>Logout</Trans>
    </button>
  );
}
