import { useEffect, useState } from 'react';
import { fetchQuery } from 'react-relay';
import { locale } from '../i18n/translate';
import { useRuntime } from '../runtime/RuntimeContext';
import type { WidgetHelpArticlesQuery, WidgetHelpArticlesQuery$data } from './__generated__/WidgetHelpArticlesQuery.graphql';
import { helpArticlesQuery } from './help-articles-query';

export type HelpArticleSummary = NonNullable<WidgetHelpArticlesQuery$data['visitor']>['helpArticles'][number];

/** Typing pauses this long before a search goes out: one request per pause, not per keystroke. */
export const searchDelayMs = 250;

export type HelpArticlesState = { status: 'idle' | 'loading' | 'done' | 'error'; query: string; articles: readonly HelpArticleSummary[] };

type Options = {
  /** Off: nothing is fetched (the help center is off, or nothing is asked yet). */
  enabled: boolean;
  first: number;
  /** Without a query: the most viewed articles (true) or nothing (false). */
  popularWhenEmpty: boolean;
  /** Bumped when the visitor submits the search: that search is recorded for admins when it finds nothing. */
  submitted?: number;
};

/** Articles for `query` as the visitor types: debounced, and an answer to an older query never replaces a newer one. */
export function useHelpArticles(query: string, { enabled, first, popularWhenEmpty, submitted = 0 }: Options): HelpArticlesState {
  const { environment } = useRuntime();
  const [state, setState] = useState<HelpArticlesState>({ status: 'idle', query: '', articles: [] });
  const trimmed = query.trim();
  const active = enabled && (trimmed !== '' || popularWhenEmpty);

  useEffect(() => {
    if (!active) return;
    let subscription: { unsubscribe(): void } | undefined;
    const run = () => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      const variables = { query: trimmed || null, locale: locale(), first, record: submitted > 0 && trimmed !== '' };
      subscription = fetchQuery<WidgetHelpArticlesQuery>(environment, helpArticlesQuery, variables, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setState({ status: 'done', query: trimmed, articles: data.visitor?.helpArticles ?? [] }),
        error: () => setState((previous) => ({ ...previous, status: 'error' })),
      });
    };
    // A submitted search and the popular list go out at once; typing waits for a pause.
    const timer = trimmed && !submitted ? setTimeout(run, searchDelayMs) : setTimeout(run, 0);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, active, trimmed, first, submitted]);

  return active ? state : { status: 'idle', query: trimmed, articles: [] };
}
