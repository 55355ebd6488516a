import { exportFileName, gameToCsv, gameToJson, type GameData } from '@matchdrop/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadText as download } from '../lib/download';

/** Export a game as CSV or JSON, in exactly the formats upload accepts (it comes back unchanged). */
export function ExportButtons({ name, data }: { name: string; data: GameData }) {
  const { t } = useLingui();
  return (
    <div className="export-buttons" role="group" aria-label={t`Export`}>
      <button type="button" className="btn btn-secondary" onClick={() => download(gameToCsv(data), exportFileName(name, 'csv'), 'text/csv;charset=utf-8')}>
        <Trans>Export CSV</Trans>
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => download(gameToJson(data), exportFileName(name, 'json'), 'application/json')}>
        <Trans>Export JSON</Trans>
      </button>
    </div>
  );
}
