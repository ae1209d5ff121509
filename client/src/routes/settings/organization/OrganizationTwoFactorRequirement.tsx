import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FormError } from '../../../components/FormError';
import { useToast } from '../../../components/Toast';
import { useSetTwoFactorRequirementMutation } from '../../../mutations/useSetTwoFactorRequirementMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { OrganizationTwoFactorRequirement_organization$key } from './__generated__/OrganizationTwoFactorRequirement_organization.graphql';

const organizationFragment = graphql`
  fragment OrganizationTwoFactorRequirement_organization on Organization {
    id
    requireTwoFactor
  }
`;

/** The owner's switch: every member must set up two-factor sign-in before using the dashboard. */
export function OrganizationTwoFactorRequirement({ organization: organizationKey }: { organization: OrganizationTwoFactorRequirement_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [setRequirement, isSaving] = useSetTwoFactorRequirementMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  // What the owner just chose, shown at once while the server saves it; the organization's own value takes over after.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const change = async (required: boolean) => {
    setError(null);
    setChoosing(required);
    const outcome = await setRequirement({ organizationId: organization.id, required });
    setChoosing(null);
    if (outcome.ok) toast({ title: required ? 'Two-factor sign-in required' : 'Two-factor sign-in no longer required' });
    else setError(outcome.error.message);
  };

  return (
    <Card id="organization-security" title="Security" description="How members of this organization sign in.">
      <div className="space-y-4">
        <FormError message={error} />
        <Checkbox
          label="Require two-factor sign-in"
          description="Members without it are asked to set it up before they can use the dashboard. Set it up for your own account first."
          checked={choosing ?? organization.requireTwoFactor}
          disabled={isSaving}
          onChange={withErrorReport((event) => change(event.target.checked))}
        />
      </div>
    </Card>
  );
}
