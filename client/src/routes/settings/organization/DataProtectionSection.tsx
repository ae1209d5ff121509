import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { DataProtectionCard } from './DataProtectionCard';
import type { DataProtectionSectionQuery } from './__generated__/DataProtectionSectionQuery.graphql';

/** Asked for on its own: only admins may read the settings, so agents' page never asks. */
const query = graphql`
  query DataProtectionSectionQuery {
    viewer {
      activeOrganization {
        ...DataProtectionCard_organization
      }
    }
  }
`;

function LoadedDataProtection() {
  const { viewer } = useLazyLoadQuery<DataProtectionSectionQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  return organization ? <DataProtectionCard organization={organization} /> : null;
}

export function DataProtectionSection() {
  return (
    <Suspense
      fallback={
        <Card title="Data retention" description="How long conversations and files are kept, and what erasing a contact leaves for reports.">
          <Skeleton className="h-24 w-full" />
        </Card>
      }
    >
      <LoadedDataProtection />
    </Suspense>
  );
}
