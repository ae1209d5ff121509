import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from '../../../relay/environment';

/**
 * Public pages run without the app's Relay environment (it lives in the app's bundle); the support form needs
 * only requests over HTTP, so it gets an environment without the WebSocket client (which the prerender lacks).
 */
export function createFormEnvironment(): Environment {
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}
