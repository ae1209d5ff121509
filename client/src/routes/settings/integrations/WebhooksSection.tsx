import { useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { BoltIcon, PlusIcon } from '../../../components/icons';
import { CreateWebhookEndpointDialog } from './CreateWebhookEndpointDialog';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import type { WebhooksSectionQuery } from './__generated__/WebhooksSectionQuery.graphql';

const query = graphql`
  query WebhooksSectionQuery($organizationId: ID!) {
    organization: node(id: $organizationId) {
      ... on Organization {
        webhookEndpoints {
          id
          ...WebhookEndpointCard_endpoint
        }
      }
    }
    webhookEventTypes
  }
`;

/** Settings → Integrations → Webhooks, for owners and admins: endpoints, their secrets and their delivery logs. */
export function WebhooksSection({ organizationId }: { organizationId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<WebhooksSectionQuery>(query, { organizationId }, { fetchPolicy: 'store-and-network', fetchKey });
  // Deliveries happen in the background: the log is read again on request and after each action.
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const [creating, setCreating] = useState(false);
  const endpoints = data.organization?.webhookEndpoints ?? [];

  return (
    <Card
      id="webhooks"
      title="Webhooks"
      description="Signed HTTP callbacks (Standard Webhooks) when conversations, messages, contacts and ratings change."
      flush
      actions={
        <Button size="sm" variant="secondary" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
          Add endpoint
        </Button>
      }
    >
      {endpoints.length === 0 ? (
        <div className="border-t border-gray-100">
          <EmptyState
            icon={<BoltIcon />}
            title="No webhook endpoints yet"
            description="Add the URL of your server and choose the events it should receive."
            action={
              <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
                Add the first endpoint
              </Button>
            }
            className="py-10"
          />
        </div>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100">
          {endpoints.map((endpoint) => (
            <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} eventTypes={data.webhookEventTypes} onChanged={refresh} />
          ))}
        </ul>
      )}
      <CreateWebhookEndpointDialog open={creating} onOpenChange={setCreating} organizationId={organizationId} eventTypes={data.webhookEventTypes} onCreated={refresh} />
    </Card>
  );
}
