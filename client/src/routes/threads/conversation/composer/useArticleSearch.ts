import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useArticleSearchQuery, useArticleSearchQuery$data } from './__generated__/useArticleSearchQuery.graphql';

type Matches = NonNullable<NonNullable<useArticleSearchQuery$data['node']>['searchKnowledgeArticles']>;
export type ArticleMatch = Matches[number]['article'];

export type ArticleSearchState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; query: string; articles: readonly ArticleMatch[] } | { status: 'failed' };

const query = graphql`
  query useArticleSearchQuery($organizationId: ID!, $query: String!, $first: Int!) {
    node(id: $organizationId) {
      ... on Organization {
        searchKnowledgeArticles(query: $query, first: $first) {
          article {
            id
            title
            excerpt
            url
          }
        }
      }
    }
  }
`;

/** Waits for a pause in typing before asking, so each keystroke does not cost a search. */
const debounceMs = 200;

/**
 * The organization's published articles best matching `text` (full-text, as the help center searches), searched
 * after a short pause; idle while there is nothing to search for.
 */
export function useArticleSearch(organizationId: string | null, text: string | null, first = 6): ArticleSearchState {
  const environment = useRelayEnvironment();
  // The last answer, with the query it answers: anything else being typed is still loading.
  const [answer, setAnswer] = useState<{ query: string; state: ArticleSearchState } | null>(null);
  const wanted = organizationId ? (text?.trim() ?? '') : '';

  useEffect(() => {
    if (!organizationId || !wanted) return;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<useArticleSearchQuery>(environment, query, { organizationId, query: wanted, first }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setAnswer({ query: wanted, state: { status: 'done', query: wanted, articles: data.node?.searchKnowledgeArticles?.map((match) => match.article) ?? [] } }),
        error: () => setAnswer({ query: wanted, state: { status: 'failed' } }),
      });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, organizationId, wanted, first]);

  if (!wanted) return { status: 'idle' };
  return answer?.query === wanted ? answer.state : { status: 'loading' };
}
