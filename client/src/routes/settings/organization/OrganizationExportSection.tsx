import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { exportDescription, OrganizationExportCard } from './OrganizationExportCard';
import type { OrganizationExportSectionQuery } from './__generated__/OrganizationExportSectionQuery.graphql';

/** Asked for on its own: only owners may read the organization's exports, so other members' page never asks. */
const query = graphql`
  query OrganizationExportSectionQuery {
    viewer {
      activeOrganization {
        ...OrganizationExportCard_organization
      }
    }
  }
`;

function LoadedOrganizationExport() {
  const { viewer } = useLazyLoadQuery<OrganizationExportSectionQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  return organization ? <OrganizationExportCard organization={organization} /> : null;
}

export function OrganizationExportSection() {
  return (
    <Suspense
      fallback={
        <Card id="organization-export" title="Export all data" description={exportDescription}>
          <Skeleton className="h-10 w-full" />
        </Card>
      }
    >
      <LoadedOrganizationExport />
    </Suspense>
  );
}
