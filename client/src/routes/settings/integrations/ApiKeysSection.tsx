import { useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { CodeIcon, PlusIcon } from '../../../components/icons';
import { isPublicSiteOn } from '../../../lib/publicSite';
import { ApiKeyRow } from './ApiKeyRow';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import type { ApiKeysSectionQuery } from './__generated__/ApiKeysSectionQuery.graphql';

const query = graphql`
  query ApiKeysSectionQuery($organizationId: ID!) {
    organization: node(id: $organizationId) {
      ... on Organization {
        apiKeys {
          id
          ...ApiKeyRow_apiKey
        }
      }
    }
  }
`;

/** A page of the public site: left out on a server with PUBLIC_SITE=off, which does not serve it. */
const guideLink = (
  <Link to="/resources/graphql-api" className="font-medium text-indigo-700 underline hover:text-indigo-900">
    GraphQL API guide
  </Link>
);

const purpose = 'Let your own systems read and answer conversations through the GraphQL API.';

/** Settings → Integrations → API keys, for owners and admins: keys for the public GraphQL API. */
export function ApiKeysSection({ organizationId }: { organizationId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ApiKeysSectionQuery>(query, { organizationId }, { fetchPolicy: 'store-and-network', fetchKey });
  // Last-used times change with every integration's request: the list is read again after each change made here.
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const [creating, setCreating] = useState(false);
  const apiKeys = data.organization?.apiKeys ?? [];

  return (
    <Card
      id="api-keys"
      title="API keys"
      // The empty state links to the guide itself.
      description={apiKeys.length === 0 || !isPublicSiteOn() ? purpose : <>{purpose} See the {guideLink}.</>}
      flush
      actions={
        <Button size="sm" variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
          Create key
        </Button>
      }
    >
      {apiKeys.length === 0 ? (
        <div className="border-t border-gray-100">
          <EmptyState
            icon={<CodeIcon />}
            title="No API keys yet"
            description={<>A key lets a script or service use the GraphQL API on behalf of this organization, with only the access you give it.{isPublicSiteOn() && <> The {guideLink} shows how.</>}</>}
            action={
              <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
                Create the first key
              </Button>
            }
            className="py-10"
          />
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100">
          {apiKeys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} organizationId={organizationId} onCreated={refresh} />
    </Card>
  );
}
