import { Trans } from '@lingui/react/macro';
import type { User } from '../api';
import { accountTypeLabel, formatDate } from './saved-game';

/** Account type, member since and e-mail (R-UI-5). */
export function AccountInfo({ user }: { user: User }) {
  return (
    <section className="panel account-info" aria-labelledby="account-info-title">
      <h3 id="account-info-title" className="section-title">
        <Trans>Account information</Trans>
      </h3>
      <dl className="info-list">
        <div>
          <dt>
            <Trans>Account type</Trans>
          </dt>
          <dd>{accountTypeLabel(user)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Member since</Trans>
          </dt>
          <dd>{formatDate(user.created_at ?? user.createdAt)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd className="info-email">{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
