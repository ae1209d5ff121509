import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DownloadIcon } from '../../components/icons';
import { downloadCsv } from './downloadCsv';

export type Column = { header: string; numeric?: boolean };

/** A report table with its CSV export: the export holds exactly the cells shown. */
export function FiguresTable({ id, title, description, columns, rows, fileName, empty }: {
  id: string;
  title: string;
  description?: string;
  columns: Column[];
  rows: (string | number)[][];
  fileName: string;
  empty: string;
}) {
  return (
    <Card
      id={id}
      title={title}
      description={description}
      flush
      actions={
        <Button size="sm" variant="secondary" icon={<DownloadIcon className="size-4" />} disabled={rows.length === 0} onClick={() => downloadCsv(fileName, columns.map((column) => column.header), rows)}>
          Export CSV
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="border-t border-gray-100 px-6 py-8 text-center text-sm text-gray-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto border-t border-gray-100" role="group" tabIndex={0} aria-label={`${title} table`}>
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-left text-xs font-medium uppercase tracking-wide text-gray-600">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.numeric ? 'px-4 py-2.5 text-right whitespace-nowrap' : 'px-4 py-2.5 whitespace-nowrap sm:px-6'}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row" className="px-4 py-2.5 text-left font-medium text-gray-900 sm:px-6">
                        {cell}
                      </th>
                    ) : (
                      <td key={column} className="px-4 py-2.5 text-right tabular-nums text-gray-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
