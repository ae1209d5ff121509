import type { TestClient } from './graphql-client';

export const createEndpointMutation = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreateWebhookEndpointPayload { endpoint { id url events enabled secret } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

/** An endpoint created the way an admin does, through the API; returns its id and signing secret. */
export async function createEndpoint(operator: TestClient, organizationId: string, url: string, events: string[], extra: Record<string, unknown> = {}) {
  const { createWebhookEndpoint } = await operator.data(createEndpointMutation, { input: { organizationId, url, events, description: 'CRM sync', ...extra } });
  if (createWebhookEndpoint.__typename !== 'CreateWebhookEndpointPayload') throw new Error(JSON.stringify(createWebhookEndpoint));
  return createWebhookEndpoint.endpoint as { id: string; secret: string };
}
