import type { User } from '../api';
import { accountTypeLabel, formatDate } from './saved-game';

/** Account type, member since and e-mail (R-UI-5). */
export function AccountInfo({ user }: { user: User }) {
  return (
    <section className="panel account-info" aria-labelledby="account-info-title">
      <h3 id="account-info-title" className="section-title">
        Account information
      </h3>
      <dl className="info-list">
        <div>
          <dt>Account type</dt>
          <dd>{accountTypeLabel(user)}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatDate(user.created_at ?? user.createdAt)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd className="info-email">{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
