import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { App } from '../src/App';
import { isPublicSiteOn } from '../src/lib/publicSite';
import { appRoutes } from '../src/router';

/**
 * Renders the real route tree at `path` with a mock Relay environment, as a signed-in or signed-out browser would
 * see it; without the public site when the document carries its marker, as the server writes it for PUBLIC_SITE=off.
 */
export function renderRoute(path: string) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(appRoutes(isPublicSiteOn()), { initialEntries: [path] });
  const view = render(<App environment={environment} router={router} />);
  return { environment, router, ...view };
}

function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

/** Waits until the UI has sent the named operation, then answers it with generated data shaped by `resolvers`. */
export async function resolveOperation(environment: ReturnType<typeof createMockEnvironment>, name: string, resolvers: MockResolvers = {}) {
  let pending: OperationDescriptor | undefined;
  await waitFor(() => {
    pending = environment.mock.getAllOperations().find((operation) => operationName(operation) === name);
    if (!pending) throw new Error(`${name} was not sent; pending: ${environment.mock.getAllOperations().map(operationName).join(', ') || 'none'}`);
    // Lazy routes load their modules first, which on a busy machine takes longer than waitFor's default second.
  }, { timeout: 5000 });
  await act(async () => {
    environment.mock.resolve(pending!, MockPayloadGenerator.generate(pending!, resolvers));
  });
}

/** A verified operator with an organization, in the shape the dashboard shell's guard expects. */
export function signedInViewer(role: 'OWNER' | 'ADMIN' | 'AGENT', organizationName = 'Acme Inc.'): MockResolvers {
  return {
    User: () => ({ id: 'viewer-1', name: 'Maya Chen', email: 'maya@acme.test', emailVerified: true, twoFactorSetupRequired: false, avatarUrl: null }),
    // Not waiting to be deleted: no deletion banner.
    Organization: () => ({ id: 'organization-1', name: organizationName, viewerRole: role, onboardingCompleted: true, deletionScheduledAt: null }),
    // A subscription in good standing (or none): no past-due banner, no limit reached.
    Billing: () => ({ enabled: false, graceEndsAt: null, usage: [] }),
  };
}
