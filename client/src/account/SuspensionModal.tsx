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
  const close = () => setSuspensionNoticeOpen(false);
  const logIn = () => {
    close();
    openAuth({ name: 'login' });
  };
  return (
    <Modal open={suspensionNoticeOpen && suspension !== null} title="Your account is suspended" onClose={close}>
      {suspension && suspensionNoticeOpen && (
        <>
          <section className="suspension-reason" aria-label="Reason">
            <h3>Reason</h3>
            <p>{suspension.reason}</p>
          </section>
          <section>
            <h3>What you can still do</h3>
            <ul>
              <li>Play the built-in games.</li>
              <li>Upload and test your own word lists locally.</li>
              <li>Message the administrators (at most {SUSPENDED_MESSAGES_PER_DAY} messages per day).</li>
            </ul>
            <p className="suspension-note">
              You cannot save games to your account or share them while suspended. Misuse of messaging may lead to permanent termination of the account.
            </p>
          </section>
          {user ? (
            <>
              <SuspensionConversation adminMessage={suspension.adminMessage} />
              <div className="button-row">
                <button type="button" className="btn btn-secondary" onClick={logout}>
                  Log Out
                </button>
                <button type="button" className="btn btn-primary" onClick={close}>
                  Continue
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="muted">You have been logged out. Log in again to read and write messages to the administrators.</p>
              <div className="button-row">
                <button type="button" className="btn btn-secondary" onClick={close}>
                  Continue
                </button>
                <button type="button" className="btn btn-primary" onClick={logIn}>
                  Log in to message the administrators
                </button>
              </div>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
