import type { ReactNode } from 'react';

interface TableColumn {
  label: string;
  /** Figures line up at the end. */
  num?: boolean;
}

interface DataTableProps {
  /** The table's name: a visible caption, or (for the standings, titled by the screen) a label. */
  caption: string;
  captionVisible: boolean;
  className: string;
  testId?: string;
  columns: readonly TableColumn[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  /** The column that names each row (a row header for screen readers). */
  rowHeader: number;
}

/** The team race's tables (standings, the report's students and pairs): one column list, one row a line. */
export function DataTable({ caption, captionVisible, className, testId, columns, rows, rowHeader }: DataTableProps) {
  return (
    // On a narrow phone the table scrolls sideways: its scroll box takes the keyboard's focus (arrow keys scroll it).
    <div className="table-scroll standings-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={className} data-testid={testId} aria-label={captionVisible ? undefined : caption}>
        {captionVisible && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.num ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === rowHeader ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={columns[index]?.num ? 'num' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
