import type { ReactNode } from 'react';

interface TableColumn {
  label: string;
  /** Figures line up at the end. */
  num?: boolean;
}

interface DataTableProps {
  /** The table's name: a visible caption, or (for the standings, titled by the screen) a label. */
  caption: ReactNode;
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
    <div className="table-scroll standings-scroll">
      <table className={className} data-testid={testId} aria-label={captionVisible || typeof caption !== 'string' ? undefined : caption}>
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
