import { useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SearchIcon, UsersIcon } from '../../components/icons';
import { relativeTime } from '../../lib/dates';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';
import type { ContactList_organization$key } from './__generated__/ContactList_organization.graphql';

const pageSize = 30;

const organizationFragment = graphql`
  fragment ContactList_organization on Organization
  @refetchable(queryName: "ContactListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 30 }
    cursor: { type: "String" }
    search: { type: "String" }
    verified: { type: "Boolean" }
    hasConversations: { type: "Boolean" }
    seenWithinDays: { type: "Int" }
    attributeKey: { type: "String" }
    attributeValue: { type: "String" }
  ) {
    contacts(
      first: $count
      after: $cursor
      search: $search
      verified: $verified
      hasConversations: $hasConversations
      seenWithinDays: $seenWithinDays
      attributeKey: $attributeKey
      attributeValue: $attributeValue
    ) @connection(key: "ContactList_contacts", filters: ["search", "verified", "hasConversations", "seenWithinDays", "attributeKey", "attributeValue"]) {
      edges {
        node {
          id
          displayName
          email
          company
          verified
          conversationCount
          lastSeenAt
        }
      }
    }
  }
`;

type ContactListProps = { organization: ContactList_organization$key; filtered: boolean; onClearFilters: () => void };

/** The matching contacts as a table that loads the next page as it scrolls into view. */
export function ContactList({ organization: organizationKey, filtered, onClearFilters }: ContactListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(organizationFragment, organizationKey);
  const loadMore = useCallback(() => {
    if (!isLoadingNext) loadNext(pageSize);
  }, [isLoadingNext, loadNext]);
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(loadMore, hasNext && !isLoadingNext);
  const edges = data.contacts.edges;

  if (edges.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title="No contacts match"
        description="Try other words or fewer filters."
        action={
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState icon={<UsersIcon className="size-6" />} title="No contacts yet" description="Everyone who opens your chat widget appears here, with what your site tells us about them." />
    );
  }

  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-medium uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-5 py-2.5">Name</th>
              <th scope="col" className="px-5 py-2.5">Email</th>
              <th scope="col" className="px-5 py-2.5">Company</th>
              <th scope="col" className="px-5 py-2.5">Last seen</th>
              <th scope="col" className="px-5 py-2.5 text-right">Conversations</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {edges.map(({ node: contact }) => (
              <tr key={contact.id} className="hover:bg-gray-50">
                <td className="px-5 py-3">
                  <Link
                    to={`/dashboard/contacts/${encodeURIComponent(contact.id)}`}
                    className="font-medium text-gray-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {contact.displayName}
                  </Link>
                  {contact.verified && (
                    <Badge className="ml-2" tone="green">
                      Verified
                    </Badge>
                  )}
                </td>
                <td className="px-5 py-3 break-all text-gray-700">{contact.email ?? '—'}</td>
                <td className="px-5 py-3 text-gray-700">{contact.company ?? '—'}</td>
                <td className="whitespace-nowrap px-5 py-3 text-gray-700">
                  <time dateTime={contact.lastSeenAt}>{relativeTime(contact.lastSeenAt)}</time>
                </td>
                <td className="px-5 py-3 text-right tabular-nums text-gray-700">{contact.conversationCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <div ref={sentinel} className="border-t border-gray-100 px-5 py-3">
          <Button variant="secondary" size="sm" loading={isLoadingNext} onClick={loadMore}>
            Show more contacts
          </Button>
        </div>
      )}
    </div>
  );
}
