import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PlusIcon, TagIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam, type Role } from '../../../lib/roles';
import { useRefetchOnFocus } from '../../../lib/useRefetchOnFocus';
import { usePageTitle } from '../../public/ComingSoonPage';
import { LabelEditorDialog } from './LabelEditorDialog';
import { LabelRow } from './LabelRow';
import type { LabelsSettingsPageQuery } from './__generated__/LabelsSettingsPageQuery.graphql';

const query = graphql`
  query LabelsSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        labels {
          id
          ...LabelRow_label
        }
      }
    }
  }
`;

const noVariables = {};

/** /dashboard/settings/labels: the organization's labels; admins create, rename, recolour and delete them. */
export function LabelsSettingsPage() {
  usePageTitle('Labels');
  const { viewer } = useLazyLoadQuery<LabelsSettingsPageQuery>(query, noVariables, { fetchPolicy: 'store-and-network' });
  // Other admins may change the list meanwhile.
  useRefetchOnFocus<LabelsSettingsPageQuery>(query, noVariables);
  const [creating, setCreating] = useState(false);
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const canManage = canManageTeam(organization.viewerRole as Role);

  return (
    <>
      <PageHeader title="Labels" description="Tag conversations by topic, such as Billing or Bug, then filter the inbox by them." />
      <Card
        id="labels"
        title="Labels"
        description={canManage ? 'Everyone on the team can put these labels on conversations.' : 'Admins manage this list; you can put these labels on conversations.'}
        flush
        actions={
          canManage && (
            <Button size="sm" variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
              New label
            </Button>
          )
        }
      >
        {organization.labels.length === 0 ? (
          <div className="border-t border-gray-100">
            <EmptyState
              icon={<TagIcon />}
              title="No labels yet"
              description={canManage ? 'Create a label, then add it to conversations from their header.' : 'Admins can create labels for the team.'}
              action={
                canManage && (
                  <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
                    Create the first label
                  </Button>
                )
              }
              className="py-10"
            />
          </div>
        ) : (
          <ul className="divide-y divide-gray-100 border-t border-gray-100">
            {organization.labels.map((label) => (
              <LabelRow key={label.id} label={label} canManage={canManage} />
            ))}
          </ul>
        )}
      </Card>
      {canManage && <LabelEditorDialog open={creating} onOpenChange={setCreating} organizationId={organization.id} />}
    </>
  );
}
