import { exportFileName, gameToCsv, gameToJson, type GameData } from '@matchdrop/shared';

/** Hands a text to the browser as a file download. */
function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the event loop moves on.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export a game as CSV or JSON, in exactly the formats upload accepts (it comes back unchanged). */
export function ExportButtons({ name, data }: { name: string; data: GameData }) {
  return (
    <div className="export-buttons" role="group" aria-label="Export">
      <button type="button" className="btn btn-secondary" onClick={() => download(gameToCsv(data), exportFileName(name, 'csv'), 'text/csv;charset=utf-8')}>
        Export CSV
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => download(gameToJson(data), exportFileName(name, 'json'), 'application/json')}>
        Export JSON
      </button>
    </div>
  );
}
