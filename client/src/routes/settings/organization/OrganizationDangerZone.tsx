import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/TextField';
import { useDeleteOrganizationMutation } from '../../../mutations/useDeleteOrganizationMutation';
import type { OrganizationDangerZone_organization$key } from './__generated__/OrganizationDangerZone_organization.graphql';

const organizationFragment = graphql`
  fragment OrganizationDangerZone_organization on Organization {
    id
    name
  }
`;

/** Deleting takes typing the exact name, so it cannot happen by a slip of the mouse. */
export function OrganizationDangerZone({ organization: organizationKey }: { organization: OrganizationDangerZone_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmName, setConfirmName] = useState('');

  const confirm = async () => {
    const outcome = await deleteOrganization({ organizationId: organization.id, confirmName });
    if (!outcome.ok) return outcome.error.fieldErrors.confirmName ?? outcome.error.message;
    // The dashboard opens the next organization the viewer belongs to, or onboarding when there is none.
    void navigate('/dashboard', { replace: true });
    return null;
  };

  return (
    <Card
      id="danger-zone"
      tone="danger"
      title="Delete organization"
      description="Permanently deletes the organization with its widgets, conversations, teams and invitations. Members keep their accounts."
      footer={
        <Button
          variant="danger"
          onClick={() => {
            setConfirmName('');
            setOpen(true);
          }}
        >
          Delete organization
        </Button>
      }
    >
      <p className="text-sm text-gray-700">This cannot be undone. Export anything you want to keep first.</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${organization.name}?`}
        description="Everything in this organization will be deleted for every member. This cannot be undone."
        confirmLabel="Delete permanently"
        confirmDisabled={confirmName.trim() !== organization.name}
        onConfirm={confirm}
      >
        <TextField
          label={
            <>
              Type <strong className="font-semibold">{organization.name}</strong> to confirm
            </>
          }
          value={confirmName}
          onChange={(event) => setConfirmName(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </ConfirmDialog>
    </Card>
  );
}
