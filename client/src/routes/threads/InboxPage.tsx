import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Outlet, useNavigate, useParams, useSearchParams } from 'react-router';
import { cx } from '../../components/cx';
import { KeyboardIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../public/ComingSoonPage';
import { ConversationSkeleton } from './conversation/ConversationSkeleton';
import type { ConversationControls, InboxOutletContext } from './inboxContext';
import { filtersFromParams, paramsFor, type InboxFilters } from './inboxFilters';
import { InboxFiltersBar } from './list/InboxFiltersBar';
import { ThreadList } from './list/ThreadList';
import { ThreadListSkeleton } from './list/ThreadListSkeleton';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useInboxShortcuts } from './useInboxShortcuts';
import type { InboxPageQuery } from './__generated__/InboxPageQuery.graphql';
import { ConversationLimitBanner } from './ConversationLimitBanner';

const query = graphql`
  query InboxPageQuery {
    viewer {
      id
      name
      avatarUrl
      activeOrganization {
        ...ConversationLimitBanner_organization
        widgets {
          id
          name
        }
        teams {
          id
          name
        }
        labels {
          id
          name
          color
        }
      }
    }
  }
`;

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

/**
 * /dashboard/threads: the list of conversations with its filters, and beside it the open conversation
 * (a child route). On narrow screens one of the two shows at a time.
 */
export function InboxPage() {
  usePageTitle('Inbox');
  const { viewer } = useLazyLoadQuery<InboxPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const { id: selectedId = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);

  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  // While a new filter's list loads, the old one stays on screen (dimmed) instead of a skeleton flash.
  const shownFilters = useDeferredValue(filters);
  const listPath = withSearch('/dashboard/threads', search);
  const linkFor = useCallback((threadId: string) => withSearch(`/dashboard/threads/${encodeURIComponent(threadId)}`, search), [search]);
  const changeFilters = useCallback((next: InboxFilters) => setSearchParams(paramsFor(next)), [setSearchParams]);

  const order = useRef<string[]>([]);
  const onOrderChange = useCallback((threadIds: string[]) => {
    order.current = threadIds;
  }, []);
  const neighbourOf = useCallback((threadId: string) => {
    const index = order.current.indexOf(threadId);
    if (index === -1) return null;
    return order.current[index + 1] ?? order.current[index - 1] ?? null;
  }, []);
  const controlsRef = useRef<ConversationControls | null>(null);

  const step = (offset: number) => {
    const ids = order.current;
    if (ids.length === 0) return;
    const index = selectedId ? ids.indexOf(selectedId) : -1;
    const target = index === -1 ? ids[0] : ids[Math.min(ids.length - 1, Math.max(0, index + offset))];
    if (target !== selectedId) void navigate(linkFor(target));
  };
  useInboxShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    reply: () => controlsRef.current?.focusComposer('MESSAGE'),
    note: () => controlsRef.current?.focusComposer('NOTE'),
    close: () => controlsRef.current?.closeThread(),
    help: () => setHelpOpen(true),
  });

  const organization = viewer?.activeOrganization;
  if (!viewer || !organization) return null;
  const outletContext: InboxOutletContext = { viewer: { id: viewer.id, name: viewer.name, avatarUrl: viewer.avatarUrl ?? null }, linkFor, listPath, neighbourOf, controlsRef };

  return (
    <div className="flex h-full min-h-0">
      <section
        aria-labelledby="inbox-heading"
        className={cx('flex min-h-0 w-full shrink-0 flex-col border-gray-200 md:w-80 md:border-r 2xl:w-96', selectedId && 'max-md:hidden')}
      >
        <div className="flex items-center justify-between px-4 pt-4 pb-2">
          <h1 id="inbox-heading" className="text-lg font-semibold text-gray-950">
            Inbox
          </h1>
          <div className="flex items-center gap-1">
            {filters !== shownFilters && <Spinner label="Updating the list" className="text-gray-400" />}
            <button
              type="button"
              onClick={() => setHelpOpen(true)}
              className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <KeyboardIcon className="size-[18px]" />
              <span className="sr-only">Keyboard shortcuts</span>
            </button>
          </div>
        </div>
        <InboxFiltersBar filters={filters} widgets={organization.widgets} teams={organization.teams} labels={organization.labels} onChange={changeFilters} />
        <ConversationLimitBanner organization={organization} />
        <div className={cx('min-h-0 flex-1 overflow-y-auto transition-opacity', filters !== shownFilters && 'opacity-60')}>
          <Suspense fallback={<ThreadListSkeleton />}>
            <ThreadList
              filters={shownFilters}
              selectedId={selectedId}
              linkFor={linkFor}
              onOrderChange={onOrderChange}
              onClearFilters={() => changeFilters({ ...filters, assignment: 'ALL', widgetId: null, teamId: null, labelId: null, search: '' })}
            />
          </Suspense>
        </div>
      </section>
      <div className={cx('min-h-0 min-w-0 flex-1', !selectedId && 'max-md:hidden')}>
        <Suspense fallback={<ConversationSkeleton />}>
          <Outlet context={outletContext} />
        </Suspense>
      </div>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
