import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { TagIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam, type Role } from '../../../lib/roles';
import { useDeleteContactAttributeDefinitionMutation } from '../../../mutations/useDeleteContactAttributeDefinitionMutation';
import { usePageTitle } from '../../public/ComingSoonPage';
import { attributeTypeLabels, NewContactAttributeForm } from './NewContactAttributeForm';
import type { ContactAttributesSettingsPageQuery } from './__generated__/ContactAttributesSettingsPageQuery.graphql';

const query = graphql`
  query ContactAttributesSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        contactAttributeDefinitions {
          id
          key
          label
          type
        }
      }
    }
  }
`;

const noVariables = {};

/** /dashboard/settings/contact-attributes: the custom fields every contact can carry; admins add and remove them. */
export function ContactAttributesSettingsPage() {
  usePageTitle('Contact attributes');
  const { viewer } = useLazyLoadQuery<ContactAttributesSettingsPageQuery>(query, noVariables, { fetchPolicy: 'store-and-network' });
  const [deleteDefinition] = useDeleteContactAttributeDefinitionMutation();
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const canManage = canManageTeam(organization.viewerRole as Role);
  const definitions = organization.contactAttributeDefinitions;

  /** The dialog shows the error it returns, and closes on success. */
  const remove = async () => {
    if (!removing) return null;
    const outcome = await deleteDefinition({ definitionId: removing.id });
    return outcome.ok ? null : outcome.error.message;
  };

  return (
    <>
      <PageHeader title="Contact attributes" description="Fields your team fills in on contacts, such as a plan or a renewal date; the contact list filters by them and the CSV export includes them." />
      {canManage && <NewContactAttributeForm organizationId={organization.id} />}
      <Card id="contact-attributes" title="Attributes" flush description={canManage ? undefined : 'Admins manage this list; you fill these in on contact pages.'}>
        {definitions.length === 0 ? (
          <div className="border-t border-gray-100">
            <EmptyState icon={<TagIcon />} title="No attributes yet" description={canManage ? 'Add one above; it appears on every contact page.' : 'Admins can add attributes for the team.'} className="py-10" />
          </div>
        ) : (
          <ul className="divide-y divide-gray-100 border-t border-gray-100">
            {definitions.map((definition) => (
              <li key={definition.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-gray-900">{definition.label}</p>
                  <p className="font-mono text-[13px] text-gray-600">{definition.key}</p>
                </div>
                <Badge tone="indigo">{attributeTypeLabels[definition.type as keyof typeof attributeTypeLabels] ?? definition.type}</Badge>
                {canManage && (
                  <Button variant="ghost" size="sm" icon={<TrashIcon className="size-4" />} aria-label={`Delete ${definition.label}`} onClick={() => setRemoving({ id: definition.id, label: definition.label })} />
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Delete ${removing?.label ?? 'attribute'}?`}
        description="Every contact's value of it is removed too. This cannot be undone."
        confirmLabel="Delete attribute"
        onConfirm={remove}
      />
    </>
  );
}
