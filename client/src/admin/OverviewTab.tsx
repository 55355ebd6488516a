import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { AdminTab } from '../routes';
import { fetchAdminStats } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { statCards, type StatKey } from './stat-cards';
import { StatDetailModal } from './StatDetailModal';
import { useServerData } from '../lib/use-server-data';

/** Six statistic cards; each opens the lists behind its figure. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const { t } = useLingui();
  const { state, retry, refresh } = useServerData(
    useCallback(() => fetchAdminStats(), []),
    t`Failed to load statistics`,
  );
  const [detail, setDetail] = useState<StatKey | null>(null);

  return (
    <div className="admin-overview">
      <div className="admin-section-head">
        <h3 className="section-title">
          <Trans>Overview</Trans>
        </h3>
        <button type="button" className="btn btn-secondary" onClick={refresh}>
          <Trans>Refresh</Trans>
        </button>
      </div>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'statistics', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' && (
        <>
          <ul className="admin-stat-grid">
            {statCards(state.data).map((card) => (
              <li key={card.key}>
                <button type="button" className="stat-card admin-stat-card" data-stat={card.key} onClick={() => setDetail(card.key)} aria-haspopup="dialog">
                  <span className="stat-label">{card.label}</span>
                  <span className="stat-value">{card.value}</span>
                  <span className="admin-stat-note">{card.note}</span>
                </button>
              </li>
            ))}
          </ul>
          <StatDetailModal
            stat={detail}
            stats={state.data}
            onClose={() => setDetail(null)}
            onOpenTab={(tab) => {
              setDetail(null);
              onOpenTab(tab);
            }}
          />
        </>
      )}
    </div>
  );
}
