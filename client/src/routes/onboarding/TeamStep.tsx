import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { ArrowLeftIcon, CloseIcon, PlusIcon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { assignableRoles, roleOptions, type Role } from '../../lib/roles';
import { useCompleteOnboardingMutation } from '../../mutations/useCompleteOnboardingMutation';
import { useInviteMemberMutation } from '../../mutations/useInviteMemberMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { StepCard } from './StepCard';

type InviteRow = { key: number; email: string; role: Role; error: string | null };

let nextRowKey = 1;
const emptyRow = (): InviteRow => ({ key: nextRowKey++, email: '', role: 'AGENT', error: null });

type TeamStepProps = { organizationId: string; onBack: () => void };

/** Optional invitations, then the end of onboarding; the page leaves for the inbox once it is marked complete. */
export function TeamStep({ organizationId, onBack }: TeamStepProps) {
  const [invite] = useInviteMemberMutation();
  const [completeOnboarding] = useCompleteOnboardingMutation();
  const [rows, setRows] = useState<InviteRow[]>(() => [emptyRow()]);
  const [invited, setInvited] = useState<string[]>([]);
  const [busy, setBusy] = useState<'invite' | 'skip' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const roles = roleOptions(assignableRoles('OWNER'));
  // With everything already sent, the button still finishes: removing a refused row must not leave only "Skip".
  const nothingToSend = rows.every((row) => row.email.trim() === '') && invited.length === 0;

  const updateRow = (key: number, change: Partial<InviteRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const finish = async () => {
    const outcome = await completeOnboarding({ organizationId });
    if (!outcome.ok) setError(outcome.error.message);
    return outcome.ok;
  };

  const sendInvites = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('invite');
    setError(null);
    const filled = rows.filter((row) => row.email.trim() !== '');
    const failed: InviteRow[] = [];
    for (const row of filled) {
      const outcome = await invite({ organizationId, email: row.email.trim(), role: row.role });
      if (outcome.ok) setInvited((current) => [...current, row.email.trim()]);
      else failed.push({ ...row, error: outcome.error.fieldErrors.email ?? outcome.error.message });
    }
    // Only refused rows stay, so trying again (after a fix, a removal, or a failed finish) never invites anyone twice.
    setRows(failed.length > 0 ? failed : [emptyRow()]);
    if (failed.length > 0) {
      setBusy(null);
      return;
    }
    if (!(await finish())) setBusy(null);
  };

  const skip = async () => {
    setBusy('skip');
    setError(null);
    if (!(await finish())) setBusy(null);
  };

  return (
    <StepCard
      eyebrow="Almost there"
      title="Invite your teammates"
      description="Conversations go faster with help. Invite the people who will answer visitors with you."
      onSubmit={withErrorReport(sendInvites)}
      footer={
        <>
          <Button variant="ghost" className="-ml-3" onClick={onBack} disabled={busy !== null} icon={<ArrowLeftIcon className="size-4" />}>
            Back
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={withErrorReport(skip)} loading={busy === 'skip'} disabled={busy === 'invite'}>
              Skip for now
            </Button>
            <Button type="submit" loading={busy === 'invite'} disabled={busy === 'skip' || nothingToSend}>
              Invite and finish
            </Button>
          </div>
        </>
      }
    >
      <div className="space-y-4">
        <FormError message={error} />
        {invited.length > 0 && <Notice tone="success">Invitation sent to {invited.join(', ')}.</Notice>}
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={`Email of teammate ${index + 1}`}
                  hideLabel
                  type="email"
                  placeholder="teammate@company.com"
                  value={row.email}
                  onChange={(event) => updateRow(row.key, { email: event.target.value, error: null })}
                  error={row.error}
                />
              </div>
              <div className="w-32 shrink-0 sm:w-36">
                <Select aria-label={`Role of teammate ${index + 1}`} value={row.role} onValueChange={(role) => updateRow(row.key, { role })} options={roles} />
              </div>
              <Button
                variant="ghost"
                onClick={() => setRows((current) => (current.length === 1 ? [emptyRow()] : current.filter((candidate) => candidate.key !== row.key)))}
                aria-label={`Remove teammate ${index + 1}`}
                icon={<CloseIcon className="size-4" />}
              />
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setRows((current) => [...current, emptyRow()])} icon={<PlusIcon className="size-4" />}>
          Add another
        </Button>
      </div>
    </StepCard>
  );
}
