import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useState } from 'react';

type Day = { readonly day: string; readonly opened: number; readonly closed: number };

const width = 640;
const height = 200;
const margin = { top: 10, right: 8, bottom: 26, left: 32 };

function dayLabel(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Conversations opened and closed per day, as grouped bars (visx: SVG primitives and d3 scales, a few kB, no
 * chart framework). A table view carries the same figures for screen readers and for reading exact values.
 */
export function VolumeChart({ days }: { days: readonly Day[] }) {
  const [asTable, setAsTable] = useState(false);
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand({ domain: days.map((day) => day.day), range: [0, innerWidth], padding: 0.25 });
  const highest = Math.max(1, ...days.map((day) => Math.max(day.opened, day.closed)));
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(Math.min(4, highest));
  const labelEvery = Math.ceil(days.length / 10);
  const half = x.bandwidth() / 2;

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
        <div className="flex items-center gap-4" aria-hidden="true">
          <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-sm bg-indigo-500" /> Opened</span>
          <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-sm bg-emerald-500" /> Closed</span>
        </div>
        <button type="button" className="rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? 'Show chart' : 'Show as table'}
        </button>
      </div>
      {asTable ? (
        <div className="max-h-64 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Conversations per day</caption>
            <thead className="text-left text-xs text-gray-600">
              <tr><th scope="col" className="py-1.5">Day</th><th scope="col" className="py-1.5 text-right">Opened</th><th scope="col" className="py-1.5 text-right">Closed</th></tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {days.map((day) => (
                <tr key={day.day}><th scope="row" className="py-1.5 text-left font-normal">{dayLabel(day.day)}</th><td className="py-1.5 text-right">{day.opened}</td><td className="py-1.5 text-right">{day.closed}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={`Conversations opened and closed per day, ${days.length} days. Use “Show as table” for the figures.`}>
          <Group left={margin.left} top={margin.top}>
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(0, ${y(tick)})`}>
                <line x2={innerWidth} className="stroke-gray-200" />
                <text x={-8} dy="0.32em" textAnchor="end" className="fill-gray-500 text-[12px]">{tick}</text>
              </g>
            ))}
            {days.map((day, index) => {
              const left = x(day.day) ?? 0;
              return (
                <g key={day.day}>
                  <Bar x={left} y={y(day.opened)} width={half} height={innerHeight - y(day.opened)} rx={2} className="fill-indigo-500" />
                  <Bar x={left + half} y={y(day.closed)} width={half} height={innerHeight - y(day.closed)} rx={2} className="fill-emerald-500" />
                  {index % labelEvery === 0 && (
                    <text x={left + half} y={innerHeight + 18} textAnchor="middle" className="fill-gray-500 text-[12px]">{dayLabel(day.day)}</text>
                  )}
                </g>
              );
            })}
          </Group>
        </svg>
      )}
    </div>
  );
}
