import { Trans, useLingui } from '@lingui/react/macro';
import { SUSPENDED_MESSAGES_PER_DAY } from '@matchdrop/shared';
import { Modal } from '../ui/Modal';
import { useAccountUi } from './account-ui';
import { useAuth } from './auth-context';
import { SuspensionConversation } from './SuspensionConversation';

/**
 * R-SUSP-1, R-SUSP-2, R-SUSP-3: the suspension notice, what is still allowed, and the conversation with the admins.
 * When the suspension ended the session (no user), the conversation needs a login first: the
 * notice offers one instead, and the suspended login then opens this modal in full.
 */
export function SuspensionModal() {
  const { user, suspension, suspensionNoticeOpen, setSuspensionNoticeOpen, logout } = useAuth();
  const { openAuth } = useAccountUi();
  const { t } = useLingui();
  const perDay = SUSPENDED_MESSAGES_PER_DAY;
  const close = () => setSuspensionNoticeOpen(false);
  const logIn = () => {
    close();
    openAuth({ name: 'login' });
  };
  return (
    <Modal open={suspensionNoticeOpen && suspension !== null} title={t`Your account is suspended`} onClose={close}>
      {suspension && suspensionNoticeOpen && (
        <>
          <section className="suspension-reason" aria-label={t`Reason`}>
            <h3>
              <Trans>Reason</Trans>
            </h3>
            <p>{suspension.reason}</p>
          </section>
          <section>
            <h3>
              <Trans>What you can still do</Trans>
            </h3>
            <ul>
              <li>
                <Trans>Play the built-in games.</Trans>
              </li>
              <li>
                <Trans>Upload and test your own word lists locally.</Trans>
              </li>
              <li>
                <Trans>Message the administrators (at most {perDay} messages per day).</Trans>
              </li>
            </ul>
            <p className="suspension-note">
              <Trans>You cannot save games to your account or share them while suspended. Misuse of messaging may lead to permanent termination of the account.</Trans>
            </p>
          </section>
          {user ? (
            <>
              <SuspensionConversation adminMessage={suspension.adminMessage} />
              <div className="button-row">
                <button type="button" className="btn btn-secondary" onClick={logout}>
                  <Trans>Log Out</Trans>
                </button>
                <button type="button" className="btn btn-primary" onClick={close}>
                  <Trans>Continue</Trans>
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="muted">
                <Trans>You have been logged out. Log in again to read and write messages to the administrators.</Trans>
              </p>
              <div className="button-row">
                <button type="button" className="btn btn-secondary" onClick={close}>
                  <Trans>Continue</Trans>
                </button>
                <button type="button" className="btn btn-primary" onClick={logIn}>
                  <Trans>Log in to message the administrators</Trans>
                </button>
              </div>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
