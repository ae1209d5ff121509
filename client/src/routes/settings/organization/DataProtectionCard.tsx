import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formatDateTime } from '../../../lib/dates';
import { useRunRetentionNowMutation } from '../../../mutations/useRunRetentionNowMutation';
import { useUpdateDataProtectionMutation } from '../../../mutations/useUpdateDataProtectionMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { DataProtectionCardDryRunQuery } from './__generated__/DataProtectionCardDryRunQuery.graphql';
import type { DataProtectionCard_organization$key } from './__generated__/DataProtectionCard_organization.graphql';

const organizationFragment = graphql`
  fragment DataProtectionCard_organization on Organization {
    id
    dataProtection {
      erasureKeepsCounts
      retentionThreadDays
      retentionFileDays
      retentionLastRunAt
      retentionLastRun {
        threads
        files
      }
    }
  }
`;

const dryRunQuery = graphql`
  query DataProtectionCardDryRunQuery($id: ID!, $threadDays: Int, $fileDays: Int) {
    node(id: $id) {
      ... on Organization {
        dataProtection {
          retentionDryRun(threadDays: $threadDays, fileDays: $fileDays) {
            threads
            files
          }
        }
      }
    }
  }
`;

type Counts = { threads: number; files: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const describeCounts = ({ threads, files }: Counts) => `${plural(threads, 'closed conversation', 'closed conversations')} and ${plural(files, 'file', 'files')}`;

/** A period in days as typed: null when off, NaN when not a whole number (the server explains the rule). */
function daysOf(enabled: boolean, text: string): number | null {
  if (!enabled) return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * How long conversations and files are kept, and what erasing a contact keeps. Off by default; a dry run shows what
 * the chosen periods would delete today before anything is saved.
 */
export function DataProtectionCard({ organization: organizationKey }: { organization: DataProtectionCard_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const saved = organization.dataProtection;
  const environment = useRelayEnvironment();
  const [update, saving] = useUpdateDataProtectionMutation();
  const [runNow] = useRunRetentionNowMutation();
  const toast = useToast();
  const [keepCounts, setKeepCounts] = useState(saved.erasureKeepsCounts);
  const [threadsOn, setThreadsOn] = useState(saved.retentionThreadDays !== null);
  const [threadDays, setThreadDays] = useState(String(saved.retentionThreadDays ?? 90));
  const [filesOn, setFilesOn] = useState(saved.retentionFileDays !== null);
  const [fileDays, setFileDays] = useState(String(saved.retentionFileDays ?? 90));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Counts | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingRun, setConfirmingRun] = useState(false);

  const periods = () => ({ retentionThreadDays: daysOf(threadsOn, threadDays), retentionFileDays: daysOf(filesOn, fileDays) });
  const invalid = (value: number | null) => value !== null && (Number.isNaN(value) || value < 1);
  const check = () => {
    const { retentionThreadDays, retentionFileDays } = periods();
    const errors: Record<string, string> = {};
    if (invalid(retentionThreadDays)) errors.retentionThreadDays = 'Enter a whole number of days, at least 1.';
    if (invalid(retentionFileDays)) errors.retentionFileDays = 'Enter a whole number of days, at least 1.';
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const dryRun = async () => {
    setError(null);
    setPreview(null);
    if (!check()) return;
    setPreviewing(true);
    try {
      const { retentionThreadDays, retentionFileDays } = periods();
      const data = await fetchQuery<DataProtectionCardDryRunQuery>(environment, dryRunQuery, { id: organization.id, threadDays: retentionThreadDays, fileDays: retentionFileDays }, { fetchPolicy: 'network-only' }).toPromise();
      const counts = data?.node?.dataProtection?.retentionDryRun;
      if (counts) setPreview(counts);
      else setError('Could not run the preview. Try again.');
    } catch {
      setError('Could not run the preview. Check your connection and try again.');
    } finally {
      setPreviewing(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!check()) return;
    const outcome = await update({ organizationId: organization.id, erasureKeepsCounts: keepCounts, ...periods() });
    if (!outcome.ok) {
      setFieldErrors(outcome.error.fieldErrors);
      setError(outcome.error.message);
      return;
    }
    toast({ title: 'Data retention saved' });
  };

  const run = async () => {
    const outcome = await runNow({ organizationId: organization.id });
    if (!outcome.ok) return outcome.error.message;
    toast({ title: 'Retention run finished', description: `Deleted ${describeCounts(outcome.payload.removed)}.` });
    setPreview(null);
    return null;
  };

  const retentionSaved = saved.retentionThreadDays !== null || saved.retentionFileDays !== null;
  const lastRun = saved.retentionLastRunAt && saved.retentionLastRun;

  return (
    <Card id="data-retention" title="Data retention" description="How long conversations and files are kept, and what erasing a contact leaves for reports.">
      <form className="space-y-5" onSubmit={withErrorReport(save)} noValidate>
        <FormError message={error} />
        <div className="space-y-3">
          <Checkbox
            label="Delete closed conversations"
            description="Closed conversations with no new message for this long are deleted every night, with their files."
            checked={threadsOn}
            onChange={(event) => setThreadsOn(event.target.checked)}
          />
          {threadsOn && (
            <div className="max-w-48 pl-7">
              <TextField label="After (days)" inputMode="numeric" value={threadDays} onChange={(event) => setThreadDays(event.target.value)} error={fieldErrors.retentionThreadDays} />
            </div>
          )}
          <Checkbox label="Delete files" description="Files sent in conversations are deleted every night once this old." checked={filesOn} onChange={(event) => setFilesOn(event.target.checked)} />
          {filesOn && (
            <div className="max-w-48 pl-7">
              <TextField label="After (days)" inputMode="numeric" value={fileDays} onChange={(event) => setFileDays(event.target.value)} error={fieldErrors.retentionFileDays} />
            </div>
          )}
          <Checkbox
            label="Keep counts when a contact is erased"
            description="Their conversations stay in reports as “Deleted visitor”, with every message's text removed. Otherwise they are deleted with the contact."
            checked={keepCounts}
            onChange={(event) => setKeepCounts(event.target.checked)}
          />
        </div>
        <div aria-live="polite">
          {preview && (
            <Notice tone="warning">
              With these settings, tonight's run would delete {describeCounts(preview)}.
            </Notice>
          )}
        </div>
        <p className="text-[13px] text-gray-600">
          {lastRun ? `Last run ${formatDateTime(saved.retentionLastRunAt)}: deleted ${describeCounts(lastRun)}.` : 'Not run yet. Runs every night once a period is turned on.'}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          {retentionSaved && (
            <Button variant="dangerOutline" onClick={() => setConfirmingRun(true)}>
              Run now…
            </Button>
          )}
          <Button variant="secondary" loading={previewing} disabled={!threadsOn && !filesOn} onClick={() => void dryRun()}>
            Dry run
          </Button>
          <Button type="submit" variant="primary" loading={saving}>
            Save
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingRun}
        onOpenChange={setConfirmingRun}
        title="Run retention now?"
        description="The saved periods are applied at once: what they cover is deleted for good, as tonight's run would."
        confirmLabel="Delete now"
        onConfirm={run}
      />
    </Card>
  );
}
