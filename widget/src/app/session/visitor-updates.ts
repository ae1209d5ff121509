import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { HostPage, VisitorIdentity, VisitorMetadata } from '../../shared/messages';
import { commit } from '../relay/commit';
import type { WidgetIdentifyMutation } from './__generated__/WidgetIdentifyMutation.graphql';
import type { WidgetSetMetadataMutation } from './__generated__/WidgetSetMetadataMutation.graphql';
import type { WidgetUpdatePageMutation } from './__generated__/WidgetUpdatePageMutation.graphql';

const identifyMutation = graphql`
  mutation WidgetIdentifyMutation($input: IdentifyVisitorInput!) {
    identifyVisitor(input: $input) {
      __typename
      ... on IdentifyVisitorPayload {
        visitor {
          id
          name
          email
        }
      }
    }
  }
`;

const metadataMutation = graphql`
  mutation WidgetSetMetadataMutation($input: SetVisitorMetadataInput!) {
    setVisitorMetadata(input: $input) {
      __typename
    }
  }
`;

const pageMutation = graphql`
  mutation WidgetUpdatePageMutation($input: UpdateVisitorPageInput!) {
    updateVisitorPage(input: $input) {
      __typename
    }
  }
`;

/** The visitor's contact id afterwards (it changes when the session moves to the contact holding the account), or null when the server refused the identity. */
export async function identify(environment: IEnvironment, identity: VisitorIdentity): Promise<string | null> {
  const input = {
    userId: identity.userId ?? null,
    email: identity.email ?? null,
    name: identity.name ?? null,
    userHash: identity.userHash ?? null,
    token: identity.token ?? null,
  };
  const { identifyVisitor: result } = await commit<WidgetIdentifyMutation>(environment, { mutation: identifyMutation, variables: { input } });
  return result.__typename === 'IdentifyVisitorPayload' ? result.visitor.id : null;
}

export async function setMetadata(environment: IEnvironment, metadata: VisitorMetadata): Promise<void> {
  await commit<WidgetSetMetadataMutation>(environment, { mutation: metadataMutation, variables: { input: { metadata } } });
}

export async function updatePage(environment: IEnvironment, page: HostPage): Promise<void> {
  const input = { url: page.url, referrer: page.referrer || null, language: page.language || null };
  await commit<WidgetUpdatePageMutation>(environment, { mutation: pageMutation, variables: { input } });
}
