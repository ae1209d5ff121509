import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { browserTimezone } from '../../lib/timezones';
import { useCreateOrganizationMutation } from '../../mutations/useCreateOrganizationMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { useActiveOrganization } from './activeOrganization';

type CreateOrganizationDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Another organization of the viewer's own, named here; the dashboard switches to it once created. */
export function CreateOrganizationDialog({ open, onOpenChange }: CreateOrganizationDialogProps) {
  const [createOrganization, isCreating] = useCreateOrganizationMutation();
  const { reloadDashboard } = useActiveOrganization();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const close = (next: boolean) => {
    if (isCreating) return;
    if (!next) {
      setName('');
      setError(null);
    }
    onOpenChange(next);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The time zone starts as this browser's, as in onboarding; Settings → Organization changes it.
    const outcome = await createOrganization({ name, timezone: browserTimezone() });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: `${name.trim()} created`, description: 'Set up its widget and team, as for your first one.' });
    close(false);
    // The server made it the active organization; the shell loads it afresh, and a new organization starts with the same
    // setup steps as the first (its widget, then its team).
    reloadDashboard();
    void navigate('/onboarding');
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Create organization" description="A separate workspace with its own team, widgets and conversations. You will be its owner.">
      <form onSubmit={withErrorReport(create)} noValidate className="space-y-5 pb-5">
        <FormError message={formLevelMessage(error, ['name'])} />
        <TextField
          label="Organization name"
          name="organization"
          placeholder="Acme Inc."
          autoComplete="organization"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error?.fieldErrors.name}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={isCreating}>
            Cancel
          </Button>
          <Button type="submit" loading={isCreating}>
            Create organization
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
