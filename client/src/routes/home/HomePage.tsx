import { Component, Suspense, useState, type ReactNode } from 'react';
import { PageSkeleton } from '../../components/Skeleton';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { ButtonLink } from '../../components/Button';
import { cx } from '../../components/cx';
import { usePageTitle } from '../public/ComingSoonPage';
import { ReportSections, type ReportRange } from './ReportSections';

const periods = [
  { value: 'TODAY', label: 'Today' },
  { value: 'LAST_7_DAYS', label: '7 days' },
  { value: 'LAST_30_DAYS', label: '30 days' },
  { value: 'CUSTOM', label: 'Custom' },
] as const;

/** Shows the server's message (e.g. a custom range it refused) instead of the whole page failing. */
class ReportErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null; resetKey: string }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }
  render() {
    if (this.state.error) return <Notice tone="warning">The report could not be loaded: {this.state.error.message}</Notice>;
    return this.props.children;
  }
}

function todayMinus(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return date.toLocaleDateString('en-CA');
}

/** /dashboard: the team's figures for a chosen period, in the organization's time zone. */
export function HomePage() {
  usePageTitle('Overview');
  const [range, setRange] = useState<ReportRange>({ period: 'LAST_7_DAYS' });
  const [custom, setCustom] = useState({ from: todayMinus(13), to: todayMinus(0) });
  const shown: ReportRange = range.period === 'CUSTOM' ? { period: 'CUSTOM', ...custom } : range;
  return (
    <>
      <PageHeader
        title="Overview"
        description="How conversations went: volume, response and resolution times, and satisfaction."
        actions={<ButtonLink to="/dashboard/threads" variant="secondary" size="sm">Open the inbox</ButtonLink>}
      />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Period" className="inline-flex rounded-lg border border-gray-200 bg-white p-0.5 shadow-xs">
          {periods.map((period) => (
            <button
              key={period.value}
              type="button"
              aria-pressed={range.period === period.value}
              onClick={() => setRange({ period: period.value })}
              className={cx(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                range.period === period.value ? 'bg-indigo-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {period.label}
            </button>
          ))}
        </div>
        {range.period === 'CUSTOM' && (
          <div className="flex flex-wrap items-end gap-2 text-sm">
            <label className="flex flex-col gap-1 text-gray-700">
              From
              <input type="date" value={custom.from} max={custom.to} onChange={(event) => event.target.value && setCustom({ ...custom, from: event.target.value })} className="rounded-md border border-gray-300 px-2 py-1" />
            </label>
            <label className="flex flex-col gap-1 text-gray-700">
              To
              <input type="date" value={custom.to} min={custom.from} onChange={(event) => event.target.value && setCustom({ ...custom, to: event.target.value })} className="rounded-md border border-gray-300 px-2 py-1" />
            </label>
          </div>
        )}
      </div>
      <ReportErrorBoundary resetKey={JSON.stringify(shown)}>
        <Suspense fallback={<PageSkeleton label="Loading the report" />}>
          <ReportSections range={shown} />
        </Suspense>
      </ReportErrorBoundary>
    </>
  );
}
