import { graphql, useLazyLoadQuery } from 'react-relay';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../public/ComingSoonPage';
import { OrganizationDangerZone } from './OrganizationDangerZone';
import { OrganizationProfileForm } from './OrganizationProfileForm';
import type { OrganizationSettingsPageQuery } from './__generated__/OrganizationSettingsPageQuery.graphql';

const query = graphql`
  query OrganizationSettingsPageQuery {
    viewer {
      activeOrganization {
        viewerRole
        ...OrganizationProfileForm_organization
        ...OrganizationDangerZone_organization
      }
    }
  }
`;

export function OrganizationSettingsPage() {
  usePageTitle('Organization settings');
  const { viewer } = useLazyLoadQuery<OrganizationSettingsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  return (
    <>
      <PageHeader title="Organization" description="Settings that apply to everyone in this organization." />
      <div className="space-y-6">
        <OrganizationProfileForm organization={organization} />
        {organization.viewerRole === 'OWNER' && <OrganizationDangerZone organization={organization} />}
      </div>
    </>
  );
}
