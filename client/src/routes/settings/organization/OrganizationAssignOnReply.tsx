import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FormError } from '../../../components/FormError';
import { useToast } from '../../../components/Toast';
import { useSetAssignOnReplyMutation } from '../../../mutations/useSetAssignOnReplyMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { OrganizationAssignOnReply_organization$key } from './__generated__/OrganizationAssignOnReply_organization.graphql';

const organizationFragment = graphql`
  fragment OrganizationAssignOnReply_organization on Organization {
    id
    assignOnReply
  }
`;

/** The admins' switch: whoever answers an unassigned conversation first takes it on. */
export function OrganizationAssignOnReply({ organization: organizationKey }: { organization: OrganizationAssignOnReply_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [setAssignOnReply, isSaving] = useSetAssignOnReplyMutation();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  // The admin's choice shows at once while it is saved; the organization's own value takes over after.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const change = async (enabled: boolean) => {
    setError(null);
    setChoosing(enabled);
    const outcome = await setAssignOnReply({ organizationId: organization.id, enabled });
    setChoosing(null);
    if (outcome.ok) toast({ title: enabled ? 'Replies now assign conversations' : 'Replies no longer assign conversations' });
    else setError(outcome.error.message);
  };

  return (
    <Card id="organization-inbox" title="Inbox" description="How conversations find their owner.">
      <div className="space-y-4">
        <FormError message={error} />
        <Checkbox
          label="Assign conversations to whoever replies first"
          description="Replying to an unassigned conversation assigns it to you. Notes and conversations already assigned stay as they are."
          checked={choosing ?? organization.assignOnReply}
          disabled={isSaving}
          onChange={withErrorReport((event) => change(event.target.checked))}
        />
      </div>
    </Card>
  );
}
