import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../../components/Card';
import { relativeTime } from '../../../lib/dates';
import { languageLabel } from './articleOptions';
import type { UnansweredSearchesCardQuery } from './__generated__/UnansweredSearchesCardQuery.graphql';

const query = graphql`
  query UnansweredSearchesCardQuery {
    viewer {
      activeOrganization {
        unansweredSearches {
          query
          locale
          count
          lastSearchedAt
        }
      }
    }
  }
`;

/** Admins only: what visitors searched for in the help center and widget without finding an article. */
export function UnansweredSearchesCard() {
  const { viewer } = useLazyLoadQuery<UnansweredSearchesCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const searches = viewer?.activeOrganization?.unansweredSearches ?? [];
  return (
    <Card id="unanswered" title="Questions your articles don’t answer yet" description="Searches in the help center and the widget that found nothing, most asked first." flush>
      {searches.length === 0 ? (
        <p className="border-t border-gray-100 px-6 py-6 text-sm text-gray-600">Nothing yet: every search found an article, or nobody has searched.</p>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label="Unanswered searches">
          {searches.map((search) => (
            <li key={`${search.locale}:${search.query}`} className="flex items-center justify-between gap-4 px-5 py-3 text-sm sm:px-6">
              <span className="min-w-0 truncate font-medium text-gray-900">“{search.query}”</span>
              <span className="shrink-0 text-[13px] text-gray-600">
                {search.count === 1 ? 'once' : `${search.count} times`} · {languageLabel(search.locale)} · {relativeTime(search.lastSearchedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
