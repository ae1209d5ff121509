import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FormError } from '../../../components/FormError';
import { MailIcon } from '../../../components/icons';
import { MultiSelect } from '../../../components/MultiSelect';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { assignableRoles, roleDescriptions, roleOptions, type Role } from '../../../lib/roles';
import { useInviteMemberMutation } from '../../../mutations/useInviteMemberMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { TeamSettingsInviteForm_organization$key } from './__generated__/TeamSettingsInviteForm_organization.graphql';

const organizationFragment = graphql`
  fragment TeamSettingsInviteForm_organization on Organization {
    id
    viewerRole
    teams {
      id
      name
    }
  }
`;

export function TeamSettingsInviteForm({ organization: organizationKey }: { organization: TeamSettingsInviteForm_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [invite, isInviting] = useInviteMemberMutation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('AGENT');
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [error, setError] = useState<MutationFailure | null>(null);
  const teams = organization.teams.filter((team) => team != null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await invite({ organizationId: organization.id, email, role, teamIds });
    if (!outcome.ok) return setError(outcome.error);
    toast({ title: 'Invitation sent', description: `We emailed an invitation to ${email.trim()}.` });
    setEmail('');
    setTeamIds([]);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card id="invite" title="Invite a teammate" description="They get an email with a link to join. Invitations expire after 7 days.">
        <div className="space-y-4">
          <FormError message={formLevelMessage(error, ['email', 'role', 'teamIds'])} kind={error?.kind} />
          <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_auto]">
            <TextField label="Email" name="inviteEmail" type="email" placeholder="teammate@company.com" value={email} onChange={(event) => setEmail(event.target.value)} error={error?.fieldErrors.email} />
            <Select label="Role" value={role} onValueChange={setRole} options={roleOptions(assignableRoles(organization.viewerRole))} hint={roleDescriptions[role]} error={error?.fieldErrors.role} />
            <MultiSelect
              label="Teams"
              options={teams.map((team) => ({ value: team.id, label: team.name }))}
              selected={teamIds}
              onChange={setTeamIds}
              placeholder="No teams"
              emptyText="Create a team below first"
              error={error?.fieldErrors.teamIds}
            />
            <div className="sm:col-span-2 lg:col-span-1 lg:pt-[26px]">
              <Button type="submit" loading={isInviting} disabled={!email.trim()} icon={<MailIcon className="size-4" />} className="w-full lg:w-auto">
                Send invite
              </Button>
            </div>
          </div>
        </div>
      </Card>
    </form>
  );
}
