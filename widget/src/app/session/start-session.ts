import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { EmbeddingPage } from '../embed/host-state';
import { commit } from '../relay/commit';
import type { StartOutcome } from './visitor-session';
import type { WidgetStartSessionMutation } from './__generated__/WidgetStartSessionMutation.graphql';

const mutation = graphql`
  mutation WidgetStartSessionMutation($input: StartVisitorSessionInput!) {
    startVisitorSession(input: $input) {
      __typename
      ... on StartVisitorSessionPayload {
        visitorToken
        visitor {
          id
        }
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
      ... on NotFoundError {
        message
      }
      ... on OriginNotAllowedError {
        message
      }
    }
  }
`;

/** Starts the visitor's session, or resumes the one whose token the request carries; throws when unreachable. */
export async function startSession(environment: IEnvironment, clientId: string, page: EmbeddingPage | undefined): Promise<StartOutcome> {
  const input = {
    clientId,
    ...(page && { url: page.url || null, origin: page.origin || null, referrer: page.referrer || null, language: page.language || null }),
  };
  const { startVisitorSession: result } = await commit<WidgetStartSessionMutation>(environment, { mutation, variables: { input } });
  switch (result.__typename) {
    case 'StartVisitorSessionPayload':
      return { kind: 'started', token: result.visitorToken ?? null, visitorId: result.visitor.id };
    case 'NotFoundError':
      return { kind: 'unavailable' };
    case 'OriginNotAllowedError':
      return { kind: 'refused' };
    case 'RateLimitedError':
      return { kind: 'retry', afterMs: result.retryAfterSeconds * 1000 };
    default:
      return { kind: 'retry' };
  }
}
