import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import { useAccountUi, useAuth } from '../account';
import { COMPETITION_LOGIN_MESSAGE } from '../lib/app-mode';
import { useOpenTournament } from '../tournament';
import type { CompetitiveMode as CompetitiveModeType } from './CompetitiveMode';

// The competitive screens (and, when a room is joined, the Colyseus SDK) load the first time they are needed.
const CompetitiveMode = lazyChunk<ComponentProps<typeof CompetitiveModeType>>(() => import('./CompetitiveMode').then((m) => m.CompetitiveMode));

type CompetitionEntryProps = Omit<ComponentProps<typeof CompetitiveMode>, 'me'>;

/** Competition requires login (R-ROOM-1): visitors are asked to log in; players get the competitive mode. */
export function CompetitionEntry(props: CompetitionEntryProps) {
  const { user, ready } = useAuth();
  const { openAuth } = useAccountUi();
  const openTournament = useOpenTournament();
  const { t } = useLingui();
  if (!ready) {
    return (
      <p className="panel muted" role="status">
        <Trans>Checking your session…</Trans>
      </p>
    );
  }
  if (!user) {
    return (
      <section className="panel" aria-label={t`Competition`}>
        <p className="notice" role="status">
          <span className="notice-icon" aria-hidden="true">
            🏆
          </span>
          <span>{i18n._(COMPETITION_LOGIN_MESSAGE)}</span>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => openAuth({ name: 'login' })}>
          <Trans>Log In</Trans>
        </button>
        {/* A tournament takes visitors too: a nickname is enough unless the host asks for accounts. */}
        <p className="muted">
          <Trans>Got a tournament code?</Trans>{' '}
          <button type="button" className="btn btn-secondary" onClick={() => openTournament({ kind: 'enter' })}>
            <Trans>Join a tournament</Trans>
          </button>
        </p>
      </section>
    );
  }
  return (
    <Suspense
      fallback={
        <p className="panel muted" role="status">
          <Trans>Loading competition…</Trans>
        </p>
      }
    >
      <CompetitiveMode me={String(user.id)} {...props} />
    </Suspense>
  );
}
