import { Suspense, useState, useTransition } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { DownloadIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/TextField';
import { canManageTeam } from '../../../lib/roles';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { usePageTitle } from '../../public/ComingSoonPage';
import { auditActionLabel } from './auditActionLabels';
import { AuditLogList } from './AuditLogList';
import type { AuditLogPageCsvQuery } from './__generated__/AuditLogPageCsvQuery.graphql';
import type { AuditLogPageQuery, AuditLogPageQuery$variables } from './__generated__/AuditLogPageQuery.graphql';

const query = graphql`
  query AuditLogPageQuery($action: String, $actor: String, $from: DateTime, $to: DateTime) {
    auditActions
    viewer {
      activeOrganization {
        id
        viewerRole
        ...AuditLogList_organization @arguments(action: $action, actor: $actor, from: $from, to: $to)
      }
    }
  }
`;

const csvQuery = graphql`
  query AuditLogPageCsvQuery($action: String, $actor: String, $from: DateTime, $to: DateTime) {
    viewer {
      activeOrganization {
        auditLogCsv(action: $action, actor: $actor, from: $from, to: $to)
      }
    }
  }
`;

type Filters = { action: string; actor: string; from: string; to: string };
const noFilters: Filters = { action: 'all', actor: '', from: '', to: '' };

/** The filters as query variables: dates are whole days in the viewer's time zone, `to` included. */
function variablesOf(filters: Filters): AuditLogPageQuery$variables {
  const dayAfter = (date: string) => {
    const day = new Date(`${date}T00:00:00`);
    day.setDate(day.getDate() + 1);
    return day.toISOString();
  };
  return {
    action: filters.action === 'all' ? null : filters.action,
    actor: filters.actor.trim() || null,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : null,
    to: filters.to ? dayAfter(filters.to) : null,
  };
}

function downloadCsv(csv: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  link.download = `parley-audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function AuditLogContent({ filters }: { filters: Filters }) {
  const { viewer } = useLazyLoadQuery<AuditLogPageQuery>(query, variablesOf(filters), { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  return <AuditLogList organization={organization} />;
}

/** Settings → Organization → Audit log: who did what and when, for owners and admins, with filters and a CSV export. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const environment = useRelayEnvironment();
  const { auditActions, viewer } = useLazyLoadQuery<AuditLogPageQuery>(query, variablesOf(noFilters), { fetchPolicy: 'store-or-network' });
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [, startTransition] = useTransition();
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const role = viewer?.activeOrganization?.viewerRole;

  if (!role || !canManageTeam(role)) {
    return (
      <>
        <PageHeader title="Audit log" description="Who did what in this organization." />
        <Card id="audit-log">
          <p className="text-sm text-gray-600">Only owners and admins can read the audit log.</p>
        </Card>
      </>
    );
  }

  const apply = (next: Filters) => {
    setDraft(next);
    startTransition(() => setFilters(next));
  };

  const exportCsv = async () => {
    setIsExporting(true);
    setExportError(null);
    try {
      const data = await fetchQuery<AuditLogPageCsvQuery>(environment, csvQuery, variablesOf(filters), { fetchPolicy: 'network-only' }).toPromise();
      const csv = data?.viewer?.activeOrganization?.auditLogCsv;
      if (csv) downloadCsv(csv);
      else setExportError('Could not export the audit log. Try again.');
    } catch {
      setExportError('Could not export the audit log. Try again.');
    } finally {
      setIsExporting(false);
    }
  };

  const actionOptions = [{ value: 'all', label: 'All actions' }, ...(auditActions ?? []).map((action) => ({ value: action, label: auditActionLabel(action) }))];

  return (
    <>
      <PageHeader
        title="Audit log"
        description={
          <>
            Sign-ins, security changes and settings changes in this organization, newest first. Entries cannot be changed and are kept for at least a year.{' '}
            <Link to="/dashboard/settings/organization" className="font-medium text-indigo-700 hover:text-indigo-800">
              Back to organization settings
            </Link>
          </>
        }
      />
      <Card
        id="audit-log"
        flush
        title="Entries"
        actions={
          <Button variant="secondary" size="sm" icon={<DownloadIcon className="size-4" />} loading={isExporting} onClick={withErrorReport(exportCsv)}>
            Export CSV
          </Button>
        }
      >
        <form
          role="search"
          aria-label="Filter the audit log"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
          className="grid gap-3 border-b border-gray-100 px-5 pb-4 sm:grid-cols-2 sm:items-end sm:px-6"
        >
          <Select label="Action" value={draft.action} options={actionOptions} onValueChange={(action) => apply({ ...draft, action })} />
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField label="Actor" name="actor" placeholder="Name or email" value={draft.actor} onChange={(event) => setDraft({ ...draft, actor: event.target.value })} />
            </div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
          <TextField label="From" name="from" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => apply({ ...draft, from: event.target.value })} />
          <TextField label="To" name="to" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => apply({ ...draft, to: event.target.value })} />
        </form>
        <FormError message={exportError} />
        <Suspense fallback={<Skeleton className="m-5 h-40" />}>
          <AuditLogContent filters={filters} />
        </Suspense>
      </Card>
    </>
  );
}
