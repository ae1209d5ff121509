import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Combobox } from '../../../components/Combobox';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { canManageTeam } from '../../../lib/roles';
import { timezoneOptions } from '../../../lib/timezones';
import { useUpdateOrganizationMutation } from '../../../mutations/useUpdateOrganizationMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { OrganizationProfileForm_organization$key } from './__generated__/OrganizationProfileForm_organization.graphql';

const organizationFragment = graphql`
  fragment OrganizationProfileForm_organization on Organization {
    id
    name
    timezone
    slug
    viewerRole
  }
`;

export function OrganizationProfileForm({ organization: organizationKey }: { organization: OrganizationProfileForm_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [updateOrganization, isSaving] = useUpdateOrganizationMutation();
  const toast = useToast();
  const [name, setName] = useState(organization.name);
  const [timezone, setTimezone] = useState(organization.timezone);
  const [error, setError] = useState<MutationFailure | null>(null);
  const zones = timezoneOptions();
  const editable = canManageTeam(organization.viewerRole);
  const unchanged = name === organization.name && timezone === organization.timezone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await updateOrganization({ organizationId: organization.id, name, timezone });
    if (outcome.ok) toast({ title: 'Organization saved' });
    else setError(outcome.error);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card
        id="organization-general"
        title="General"
        description="The name your team and visitors see, and the time zone for office hours."
        footer={
          editable ? (
            <Button type="submit" loading={isSaving} disabled={unchanged}>
              Save changes
            </Button>
          ) : undefined
        }
      >
        <div className="space-y-5">
          {!editable && <Notice tone="warning">Only admins and owners can change these settings.</Notice>}
          <FormError message={formLevelMessage(error, ['name', 'timezone'])} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Organization name" name="organizationName" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} readOnly={!editable} />
            <Combobox label="Time zone" value={timezone} onChange={setTimezone} options={zones} error={error?.fieldErrors.timezone} disabled={!editable} emptyText="No time zone matches" />
          </div>
        </div>
      </Card>
    </form>
  );
}
