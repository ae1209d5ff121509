import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../components/Card';
import { BusiestHours } from './BusiestHours';
import { FiguresTable } from './FiguresTable';
import { formatDuration, formatRating } from './formatFigures';
import { SatisfactionSummary } from './SatisfactionSummary';
import { VolumeChart } from './VolumeChart';
import type { ReportSectionsQuery, ReportPeriod } from './__generated__/ReportSectionsQuery.graphql';

const query = graphql`
  query ReportSectionsQuery($period: ReportPeriod!, $from: String, $to: String) {
    viewer {
      activeOrganization {
        report(period: $period, from: $from, to: $to) {
          from
          to
          timezone
          conversationsOpened
          conversationsClosed
          missedConversations
          firstResponseTime { medianSeconds p90Seconds count }
          resolutionTime { medianSeconds p90Seconds count }
          messages { fromVisitors fromTeam }
          volume { day opened closed }
          busiestHours { weekday hour conversations }
          satisfaction { responses average distribution { rating count } latestComments { rating comment submittedAt } }
          teammates { membership { id user { name } } opened closed replies firstResponseMedianSeconds resolutionMedianSeconds ratings averageRating }
          teams { team { id name } opened closed firstResponseMedianSeconds resolutionMedianSeconds ratings averageRating }
        }
      }
    }
  }
`;

export type ReportRange = { period: ReportPeriod; from?: string; to?: string };

function Stat({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white px-4 py-3 shadow-card">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold whitespace-nowrap tabular-nums text-gray-950">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-gray-600">{detail}</dd>}
    </div>
  );
}

/** Every section of the report for one range; suspends while it loads. */
export function ReportSections({ range }: { range: ReportRange }) {
  const { viewer } = useLazyLoadQuery<ReportSectionsQuery>(query, { period: range.period, from: range.from ?? null, to: range.to ?? null }, { fetchPolicy: 'store-and-network' });
  const report = viewer?.activeOrganization?.report;
  if (!report) return null;
  const fileSuffix = `${report.from}_${report.to}`;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        <Stat label="Conversations" value={report.conversationsOpened} detail={`${report.conversationsClosed} closed`} />
        <Stat label="Missed" value={report.missedConversations} detail="never answered" />
        <Stat label="First response" value={formatDuration(report.firstResponseTime.medianSeconds)} detail={`median · p90 ${formatDuration(report.firstResponseTime.p90Seconds)}`} />
        <Stat label="Resolution" value={formatDuration(report.resolutionTime.medianSeconds)} detail={`median · p90 ${formatDuration(report.resolutionTime.p90Seconds)}`} />
        <Stat label="Messages" value={report.messages.fromVisitors + report.messages.fromTeam} detail={`${report.messages.fromVisitors} from visitors`} />
        <Stat label="Satisfaction" value={formatRating(report.satisfaction.average)} detail={`${report.satisfaction.responses} ratings`} />
      </dl>
      <div className="grid gap-6">
        <Card id="volume" title="Volume" description="Conversations opened and closed each day.">
          <div className="px-5 pb-5 pt-3 sm:px-6"><VolumeChart days={report.volume} /></div>
        </Card>
        <Card id="busiest-hours" title="Busiest hours" description="When visitors start conversations.">
          <div className="px-5 pb-5 pt-3 sm:px-6"><BusiestHours cells={report.busiestHours} timezone={report.timezone} /></div>
        </Card>
      </div>
      <Card id="satisfaction" title="Satisfaction">
        <div className="px-5 pb-5 pt-3 sm:px-6"><SatisfactionSummary satisfaction={report.satisfaction} /></div>
      </Card>
      <FiguresTable
        id="teammates"
        title="Teammates"
        description="Conversations assigned to each teammate, and the replies they wrote."
        fileName={`teammates_${fileSuffix}.csv`}
        empty="No teammates yet."
        columns={[{ header: 'Teammate' }, { header: 'Opened', numeric: true }, { header: 'Closed', numeric: true }, { header: 'Replies', numeric: true }, { header: 'First response', numeric: true }, { header: 'Resolution', numeric: true }, { header: 'Rating', numeric: true }]}
        rows={report.teammates.map((row) => [row.membership.user.name, row.opened, row.closed, row.replies, formatDuration(row.firstResponseMedianSeconds), formatDuration(row.resolutionMedianSeconds), formatRating(row.averageRating)])}
      />
      <FiguresTable
        id="teams"
        title="Teams"
        description="Conversations routed to each team."
        fileName={`teams_${fileSuffix}.csv`}
        empty="No teams yet. Create teams in Settings → Team to route conversations."
        columns={[{ header: 'Team' }, { header: 'Opened', numeric: true }, { header: 'Closed', numeric: true }, { header: 'First response', numeric: true }, { header: 'Resolution', numeric: true }, { header: 'Rating', numeric: true }]}
        rows={report.teams.map((row) => [row.team.name, row.opened, row.closed, formatDuration(row.firstResponseMedianSeconds), formatDuration(row.resolutionMedianSeconds), formatRating(row.averageRating)])}
      />
    </div>
  );
}
