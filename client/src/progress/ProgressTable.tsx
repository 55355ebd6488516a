import type { ReactNode } from 'react';

interface ProgressRow {
  key: string | number;
  cells: ReactNode[];
  /** The viewer's own row: highlighted and marked current. */
  mine?: boolean;
}

interface ProgressTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly ProgressRow[];
  /** Shown in place of the rows when there are none. */
  empty: string;
  testId?: string;
}

/** The tables of the progress screens (leaderboards, history): a caption, a header row, rows or a line saying there are none. */
export function ProgressTable({ caption, headers, rows, empty, testId }: ProgressTableProps) {
  // Scrollable when narrower than the table: focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable).
  return (
    <div className="progress-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="progress-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className={row.mine ? 'progress-row-mine' : undefined} aria-current={row.mine ? 'true' : undefined}>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
