import { useState } from 'react';

type Hour = { readonly weekday: number; readonly hour: number; readonly conversations: number };

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** When visitors start conversations, as a weekday × hour heat map, with the same figures as a table. */
export function BusiestHours({ cells, timezone }: { cells: readonly Hour[]; timezone: string }) {
  const [asTable, setAsTable] = useState(false);
  const count = (weekday: number, hour: number) => cells.find((cell) => cell.weekday === weekday && cell.hour === hour)?.conversations ?? 0;
  const highest = Math.max(1, ...cells.map((cell) => cell.conversations));
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2 text-xs text-gray-600">
        <span>Local time ({timezone})</span>
        <button type="button" className="rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show heat map' : 'Show as table'}
        </button>
      </div>
      {asTable ? (
        cells.length === 0 ? (
          <p className="text-sm text-gray-600">No conversations in this period.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Conversations started per weekday and hour</caption>
            <thead className="text-left text-xs text-gray-600">
              <tr><th scope="col" className="py-1.5">Day and hour</th><th scope="col" className="py-1.5 text-right">Conversations</th></tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {cells.map((cell) => (
                <tr key={`${cell.weekday}-${cell.hour}`}>
                  <th scope="row" className="py-1.5 text-left font-normal">{weekdays[cell.weekday - 1]} {String(cell.hour).padStart(2, '0')}:00</th>
                  <td className="py-1.5 text-right">{cell.conversations}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <div className="overflow-x-auto" role="img" tabIndex={0} aria-label="Conversations started per weekday and hour. Use “Show as table” for the figures.">
          <div className="grid min-w-[480px] grid-cols-[2.5rem_repeat(24,minmax(0,1fr))] gap-0.5 text-[10px] text-gray-500">
            <span />
            {hours.map((hour) => (
              <span key={hour} className="text-center">{hour % 3 === 0 ? `${hour}h` : ''}</span>
            ))}
            {weekdays.map((name, index) => (
              <div key={name} className="contents">
                <span className="self-center">{name}</span>
                {hours.map((hour) => {
                  const value = count(index + 1, hour);
                  return (
                    <span
                      key={hour}
                      title={`${name} ${hour}:00 — ${value}`}
                      className="h-5 rounded-sm bg-indigo-600"
                      style={{ opacity: value === 0 ? 0.06 : 0.2 + (0.8 * value) / highest }}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
