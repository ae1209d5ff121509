import type { TestClient } from './graphql-client';
import type { TestApp } from './test-app';

export const createApiKeyMutation = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on CreateApiKeyPayload { secret apiKey { id name scopes secretStart expiresAt createdBy { name } } }
    ... on ValidationError { message fieldErrors { field message } }
    ... on Error { message }
  }
}`;

export const revokeApiKeyMutation = `mutation($id: ID!) { revokeApiKey(input: { apiKeyId: $id }) { __typename ... on RevokeApiKeyPayload { apiKey { revokedAt } } ... on Error { message } } }`;

type Scope = 'READ' | 'WRITE' | 'ADMIN';

/** An API key the operator (an owner or admin) creates for the organization: its id and its secret. */
export async function apiKeyOf(operator: TestClient, organizationId: string, scopes: Scope[], options: { name?: string; expiresAt?: string } = {}) {
  const { createApiKey } = await operator.data(createApiKeyMutation, { input: { organizationId, name: options.name ?? 'CRM sync', scopes, expiresAt: options.expiresAt } });
  if (createApiKey.__typename !== 'CreateApiKeyPayload') throw new Error(JSON.stringify(createApiKey));
  return { id: createApiKey.apiKey.id as string, secret: createApiKey.secret as string };
}

/** A partner's HTTP client: no cookies of its own, the key in `Authorization`. */
export function keyClient(t: TestApp, secret: string, headers: Record<string, string> = {}): TestClient {
  return t.client({ authorization: `Bearer ${secret}`, ...headers });
}
