import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ComposerSuggestions } from './useComposerAssist';
import type { useComposerSuggestions_organization$key } from './__generated__/useComposerSuggestions_organization.graphql';
import type { useComposerSuggestions_thread$key } from './__generated__/useComposerSuggestions_thread.graphql';

const organizationFragment = graphql`
  fragment useComposerSuggestions_organization on Organization {
    id
    name
    members {
      isViewer
      user {
        id
        name
        avatarUrl
      }
    }
    cannedResponses {
      id
      shortcut
      title
      body
    }
  }
`;

const threadFragment = graphql`
  fragment useComposerSuggestions_thread on Thread {
    contact {
      name
      email
    }
  }
`;

/**
 * What the composer offers while typing in this conversation, and teammates' current names for the mentions
 * shown in it.
 */
export function useComposerSuggestions(organizationKey: useComposerSuggestions_organization$key, threadKey: useComposerSuggestions_thread$key) {
  const organization = useFragment(organizationFragment, organizationKey);
  const { contact } = useFragment(threadFragment, threadKey);
  return useMemo(() => {
    const viewer = organization.members.find((member) => member.isViewer);
    const suggestions: ComposerSuggestions = {
      organizationId: organization.id,
      teammates: organization.members
        .filter((member) => !member.isViewer)
        .map((member) => ({ id: member.user.id, name: member.user.name, avatarUrl: member.user.avatarUrl ?? null })),
      cannedResponses: organization.cannedResponses,
      variables: {
        contact: { name: contact.name ?? null, email: contact.email ?? null },
        operator: { name: viewer?.user.name ?? '' },
        organization: { name: organization.name },
      },
    };
    const mentionNames: ReadonlyMap<string, string> = new Map(organization.members.map((member) => [member.user.id, member.user.name]));
    return { suggestions, mentionNames };
  }, [organization, contact]);
}
