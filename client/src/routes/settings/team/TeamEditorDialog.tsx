import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Dialog } from '../../../components/Dialog';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { failure, formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useCreateTeamMutation } from '../../../mutations/useCreateTeamMutation';
import { useUpdateTeamMutation } from '../../../mutations/useUpdateTeamMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';

export type TeamMemberOption = { id: string; name: string; email: string };

type EditedTeam = { id: string; name: string; memberIds: string[] };

type TeamEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberOptions: TeamMemberOption[];
} & ({ team: EditedTeam; organizationId?: never } | { team?: never; organizationId: string });

/** Names a team and ticks its members; creates the team first when there is none yet. */
export function TeamEditorDialog({ open, onOpenChange, ...formProps }: TeamEditorDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={formProps.team ? `Edit ${formProps.team.name}` : 'New team'}
      description="Members of a team see the conversations routed to it."
      size="md"
    >
      {/* The dialog unmounts its content when closed, so every opening starts from the team as it is now. */}
      <TeamEditorForm {...formProps} saving={saving} setSaving={setSaving} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

type TeamEditorFormProps = {
  memberOptions: TeamMemberOption[];
  team?: EditedTeam;
  organizationId?: string;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  onDone: () => void;
};

function TeamEditorForm({ memberOptions, team, organizationId, saving, setSaving, onDone }: TeamEditorFormProps) {
  const [createTeam] = useCreateTeamMutation();
  const [updateTeam] = useUpdateTeamMutation();
  const toast = useToast();
  const [name, setName] = useState(team?.name ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(team?.memberIds ?? []);
  const [error, setError] = useState<MutationFailure | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    let teamId = team?.id;
    if (!teamId) {
      const created = await createTeam({ organizationId: organizationId!, name });
      if (!created.ok) {
        setSaving(false);
        return setError(created.error);
      }
      teamId = created.payload.team.id;
    }
    const needsUpdate = Boolean(team) || memberIds.length > 0;
    const updated = needsUpdate ? await updateTeam({ teamId, name, memberIds }) : null;
    setSaving(false);
    if (updated && !updated.ok) return setError(team ? updated.error : failure(`The team was created, but its members were not saved: ${updated.error.message}`));
    toast({ title: team ? 'Team saved' : `${name.trim()} created` });
    onDone();
  };

  const toggle = (id: string, checked: boolean) => setMemberIds((current) => (checked ? [...current, id] : current.filter((candidate) => candidate !== id)));

  return (
    <form onSubmit={withErrorReport(save)} noValidate className="space-y-5 pb-5">
      <FormError message={formLevelMessage(error, ['name'])} />
      <TextField label="Team name" placeholder="Support" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} autoFocus />
      <fieldset>
        <legend className="text-[13px] font-medium text-gray-800">Members</legend>
        <div className="mt-2 max-h-64 space-y-3 overflow-y-auto rounded-lg border border-gray-200 p-3">
          {memberOptions.map((member) => (
            <Checkbox
              key={member.id}
              label={member.name}
              description={member.email}
              checked={memberIds.includes(member.id)}
              onChange={(event) => toggle(member.id, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {team ? 'Save team' : 'Create team'}
        </Button>
      </div>
    </form>
  );
}
