import { useEffect, useRef, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { BookIcon } from '../../../components/icons';
import { ExternalLink } from '../../../components/ExternalLink';
import { articleLink } from './composer/articleLink';
import type { SuggestedArticles_thread$key } from './__generated__/SuggestedArticles_thread.graphql';

const fragment = graphql`
  fragment SuggestedArticles_thread on Thread @refetchable(queryName: "SuggestedArticlesRefetchQuery") {
    lastSeq
    suggestedArticles(first: 3) {
      id
      title
      excerpt
      url
    }
  }
`;

type SuggestedArticlesProps = { thread: SuggestedArticles_thread$key; onInsert: (text: string) => void };

/**
 * The sidebar's "Suggested articles": up to three published articles matching the visitor's last message, each
 * one click away from the reply box. Asked again whenever the thread moves on, since a new question needs new ones.
 */
export function SuggestedArticles({ thread, onInsert }: SuggestedArticlesProps) {
  const [data, refetch] = useRefetchableFragment(fragment, thread);
  const [refreshing, startTransition] = useTransition();
  const seenSeq = useRef(data.lastSeq);

  useEffect(() => {
    if (data.lastSeq === seenSeq.current) return;
    seenSeq.current = data.lastSeq;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [data.lastSeq, refetch]);

  return (
    <section aria-labelledby="suggested-articles-heading" aria-busy={refreshing} className="border-t border-gray-200 px-5 py-4">
      <h2 id="suggested-articles-heading" className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
        Suggested articles
      </h2>
      {data.suggestedArticles.length === 0 ? (
        <p className="text-[13px] text-gray-600">No published article matches the visitor’s last message.</p>
      ) : (
        <ul className="-mx-2 space-y-1">
          {data.suggestedArticles.map((article) => (
            <li key={article.id} className="rounded-md px-2 py-1.5">
              <div className="flex items-start gap-2">
                <BookIcon className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                <div className="min-w-0 flex-1">
                  <ExternalLink href={article.url} className="block truncate text-[13px] font-medium text-gray-900 hover:underline">
                    {article.title}
                  </ExternalLink>
                  {article.excerpt && <p className="line-clamp-2 text-xs text-gray-600">{article.excerpt}</p>}
                  <button
                    type="button"
                    onClick={() => onInsert(`${articleLink(article)} `)}
                    aria-label={`Insert link to “${article.title}”`}
                    className="mt-1 rounded text-xs font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    Insert link
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
