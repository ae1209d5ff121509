import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { useCancelOrganizationDeletionMutation } from '../../../mutations/useCancelOrganizationDeletionMutation';
import { useDeleteOrganizationMutation } from '../../../mutations/useDeleteOrganizationMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import { longDate } from '../../../lib/dates';
import type { OrganizationDangerZone_organization$key } from './__generated__/OrganizationDangerZone_organization.graphql';

const organizationFragment = graphql`
  fragment OrganizationDangerZone_organization on Organization {
    id
    name
    deletionScheduledAt
  }
`;

/**
 * Deleting takes typing the exact name, so it cannot happen by a slip of the mouse, and happens a week later, so that
 * a mistake (or a rogue owner) can still be undone: every member is emailed, and owners can cancel until then.
 */
export function OrganizationDangerZone({ organization: organizationKey }: { organization: OrganizationDangerZone_organization$key }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const [cancelDeletion, cancelling] = useCancelOrganizationDeletionMutation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirmName, setConfirmName] = useState('');

  const confirm = async () => {
    const outcome = await deleteOrganization({ organizationId: organization.id, confirmName });
    if (!outcome.ok) return outcome.error.fieldErrors.confirmName ?? outcome.error.message;
    toast({ title: 'Deletion scheduled', description: 'Every member has been emailed. You can cancel until the date shown.' });
    return null;
  };

  const cancel = async () => {
    const outcome = await cancelDeletion({ organizationId: organization.id });
    if (outcome.ok) toast({ title: 'Deletion cancelled' });
    else toast({ title: 'Could not cancel the deletion', description: outcome.error.message, tone: 'error' });
  };

  if (organization.deletionScheduledAt) {
    return (
      <Card
        id="danger-zone"
        tone="danger"
        title="Deletion scheduled"
        description={`${organization.name} and everything in it will be deleted on ${longDate(organization.deletionScheduledAt)}.`}
        footer={
          <Button variant="secondary" loading={cancelling} onClick={withErrorReport(cancel)}>
            Cancel deletion
          </Button>
        }
      >
        <p className="text-sm text-gray-700">
          Until then the organization works as usual. To keep a copy, use{' '}
          <a href="#organization-export" className="font-medium text-indigo-700 hover:text-indigo-800">
            Export all data
          </a>{' '}
          before that date.
        </p>
      </Card>
    );
  }

  return (
    <Card
      id="danger-zone"
      tone="danger"
      title="Delete organization"
      description="Deletes the organization with its widgets, conversations, contacts, files, teams and invitations, seven days after you confirm. Members keep their accounts."
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
      <p className="text-sm text-gray-700">
        Every member is emailed, and owners can cancel during those seven days. After that it cannot be undone, so{' '}
        <a href="#organization-export" className="font-medium text-indigo-700 hover:text-indigo-800">
          export all data
        </a>{' '}
        first if you want to keep a copy.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${organization.name}?`}
        description="Everything in this organization will be deleted for every member in seven days, unless an owner cancels before then."
        confirmLabel="Schedule deletion"
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
