import { graphql, useLazyLoadQuery } from 'react-relay';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam } from '../../../lib/roles';
import { usePageTitle } from '../../public/ComingSoonPage';
import { DataProtectionSection } from './DataProtectionSection';
import { OrganizationAssignOnReply } from './OrganizationAssignOnReply';
import { OrganizationDangerZone } from './OrganizationDangerZone';
import { OrganizationExportSection } from './OrganizationExportSection';
import { OrganizationProfileForm } from './OrganizationProfileForm';
import { OrganizationTwoFactorRequirement } from './OrganizationTwoFactorRequirement';
import type { OrganizationSettingsPageQuery } from './__generated__/OrganizationSettingsPageQuery.graphql';

const query = graphql`
  query OrganizationSettingsPageQuery {
    viewer {
      activeOrganization {
        viewerRole
        ...OrganizationProfileForm_organization
        ...OrganizationDangerZone_organization
        ...OrganizationTwoFactorRequirement_organization
        ...OrganizationAssignOnReply_organization
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
        {canManageTeam(organization.viewerRole) && <OrganizationAssignOnReply organization={organization} />}
        {organization.viewerRole === 'OWNER' && <OrganizationTwoFactorRequirement organization={organization} />}
        {canManageTeam(organization.viewerRole) && <DataProtectionSection />}
        {canManageTeam(organization.viewerRole) && (
          <Card
            id="organization-audit-log"
            title="Audit log"
            description="Who signed in, changed roles, widgets, API keys, webhooks or settings, and when."
            actions={
              <ButtonLink to="/dashboard/settings/organization/audit-log" variant="secondary" size="sm">
                Open audit log
              </ButtonLink>
            }
          />
        )}
        {organization.viewerRole === 'OWNER' && <OrganizationExportSection />}
        {organization.viewerRole === 'OWNER' && <OrganizationDangerZone organization={organization} />}
      </div>
    </>
  );
}
