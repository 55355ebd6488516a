import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useServerData } from '../../lib/use-server-data';
import '../tournament.css';

/** A past event's date and time in the interface's language (called at render); an unreadable one as sent. */
export function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}

interface PastSectionProps<T> {
  id: string;
  title: ReactNode;
  loading: ReactNode;
  /** Said when the list could not be loaded (beside Retry), and the plain text for the loader's error. */
  failed: string;
  /** A module function: one request per visit, again only on Retry. */
  load: () => Promise<T>;
  children: (data: T) => ReactNode;
}

/** A dashboard section listing a host's past live events (tournaments, team races): loading, a retry, the list. */
export function PastSection<T>({ id, title, loading, failed, load, children }: PastSectionProps<T>) {
  const { state, retry } = useServerData(load, failed);
  return (
    <section className="panel tournament past-tournaments-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          {loading}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="error-message" role="alert">
          {failed}{' '}
          <button type="button" className="btn btn-secondary" onClick={retry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}
