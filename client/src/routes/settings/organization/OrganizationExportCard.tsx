import { useEffect, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { formatDateTime } from '../../../lib/dates';
import { formatFileSize } from '../../../lib/fileSize';
import { useStartOrganizationExportMutation } from '../../../mutations/useStartOrganizationExportMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { OrganizationExportCard_organization$key } from './__generated__/OrganizationExportCard_organization.graphql';
import type { OrganizationExportCardRefetchQuery } from './__generated__/OrganizationExportCardRefetchQuery.graphql';

const organizationFragment = graphql`
  fragment OrganizationExportCard_organization on Organization @refetchable(queryName: "OrganizationExportCardRefetchQuery") {
    id
    latestExport {
      status
      progress
      processedItems
      totalItems
      byteSize
      error
      finishedAt
      downloadExpiresAt
      downloadedAt
    }
  }
`;

export const exportDescription =
  'One zip file with every conversation (internal notes marked), contact, member, team, label, saved reply, help center article, setting and file. Passwords and secrets are left out.';

/** How often the card asks how far a running export has got. */
const pollEveryMs = 2000;

/**
 * "Export all data": owners start a zip of everything (conversations, contacts, members, settings, articles, files),
 * built in the background; the card follows its progress and the link arrives by email, so it can be closed meanwhile.
 */
export function OrganizationExportCard({ organization: organizationKey }: { organization: OrganizationExportCard_organization$key }) {
  const [organization, refetch] = useRefetchableFragment<OrganizationExportCardRefetchQuery, OrganizationExportCard_organization$key>(organizationFragment, organizationKey);
  const [startExport, starting] = useStartOrganizationExportMutation();
  const [, startRefreshing] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const latest = organization.latestExport;
  const inProgress = latest?.status === 'PENDING' || latest?.status === 'RUNNING';

  useEffect(() => {
    if (!inProgress) return;
    const timer = setInterval(
      () =>
        startRefreshing(() => {
          refetch({}, { fetchPolicy: 'network-only' });
        }),
      pollEveryMs,
    );
    return () => clearInterval(timer);
  }, [inProgress, refetch]);

  const start = async () => {
    setError(null);
    const outcome = await startExport({ organizationId: organization.id });
    if (!outcome.ok) setError(outcome.error.message);
  };

  const percent = Math.round((latest?.progress ?? 0) * 100);
  return (
    <Card
      id="organization-export"
      title="Export all data"
      description={exportDescription}
      footer={
        <Button variant="secondary" loading={starting} disabled={inProgress} onClick={withErrorReport(start)}>
          {inProgress ? 'Export in progress' : latest ? 'Start a new export' : 'Export all data'}
        </Button>
      }
    >
      <div className="space-y-3" aria-live="polite">
        <FormError message={error} />
        {!latest && <p className="text-sm text-gray-700">We build the file in the background and email you a download link when it is ready. The link works once, for 24 hours.</p>}
        {inProgress && (
          <div>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-gray-900">{latest.status === 'PENDING' ? 'Waiting to start…' : 'Preparing your export…'}</span>
              <span className="tabular-nums text-gray-600">
                {percent}%{latest.totalItems > 0 && ` · ${latest.processedItems.toLocaleString()} of ${latest.totalItems.toLocaleString()} items`}
              </span>
            </div>
            <div role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-2 h-2 overflow-hidden rounded-full bg-gray-100">
              <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-gray-600">You can leave this page: we will email you a download link when it is ready.</p>
          </div>
        )}
        {latest?.status === 'DONE' && (
          <Notice tone="success">
            <p className="font-medium">Your export is ready{typeof latest.byteSize === 'number' && ` (${formatFileSize(latest.byteSize)})`}.</p>
            <p className="mt-0.5">
              {latest.downloadedAt
                ? `Downloaded ${formatDateTime(latest.downloadedAt)}. The link worked once; start a new export for another copy.`
                : latest.downloadExpiresAt && new Date(latest.downloadExpiresAt) > new Date()
                  ? `We emailed you a download link. It works once, until ${formatDateTime(latest.downloadExpiresAt)}.`
                  : 'The download link has expired. Start a new export for a fresh link.'}
            </p>
          </Notice>
        )}
        {latest?.status === 'FAILED' && (
          <Notice tone="warning">
            <p className="font-medium">The export failed{latest.finishedAt && ` on ${formatDateTime(latest.finishedAt)}`}.</p>
            <p className="mt-0.5">{latest.error ?? 'Start it again.'}</p>
          </Notice>
        )}
      </div>
    </Card>
  );
}
