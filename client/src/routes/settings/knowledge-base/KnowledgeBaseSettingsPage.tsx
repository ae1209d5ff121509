import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { BookIcon, PlusIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { relativeTime } from '../../../lib/dates';
import { canManageTeam, type Role } from '../../../lib/roles';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useRefetchOnFocus } from '../../../lib/useRefetchOnFocus';
import { usePageTitle } from '../../public/ComingSoonPage';
import { articleLanguages, languageLabel, statusLabels, statusTones } from './articleOptions';
import { CollectionsCard } from './CollectionsCard';
import { AnswerBotCard } from './AnswerBotCard';
import { HelpCenterCard } from './HelpCenterCard';
import { UnansweredSearchesCard } from './UnansweredSearchesCard';
import type { ArticleStatus, KnowledgeBaseSettingsPageQuery } from './__generated__/KnowledgeBaseSettingsPageQuery.graphql';

const query = graphql`
  query KnowledgeBaseSettingsPageQuery($search: String, $status: ArticleStatus, $collectionId: ID, $locale: String) {
    viewer {
      activeOrganization {
        id
        viewerRole
        helpCenterEnabled
        helpCenterTitle
        helpCenterUrl
        everyArticle: knowledgeArticles {
          id
        }
        knowledgeArticles(search: $search, status: $status, collectionId: $collectionId, locale: $locale) {
          id
          title
          status
          locale
          updatedAt
          viewCount
          helpfulCount
          collection {
            name
          }
        }
        knowledgeCollections {
          id
          name
        }
        ...CollectionsCard_organization
      }
    }
  }
`;

type Filters = { status: ArticleStatus | 'ALL'; collectionId: string; locale: string };

/** /dashboard/settings/knowledge-base: the help center, its articles and collections, and what visitors searched in vain. */
export function KnowledgeBaseSettingsPage() {
  usePageTitle('Knowledge base');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>({ status: 'ALL', collectionId: 'ALL', locale: 'ALL' });
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const variables = {
    search: debouncedSearch || null,
    status: filters.status === 'ALL' ? null : filters.status,
    collectionId: filters.collectionId === 'ALL' ? null : filters.collectionId,
    locale: filters.locale === 'ALL' ? null : filters.locale,
  };
  const { viewer } = useLazyLoadQuery<KnowledgeBaseSettingsPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  useRefetchOnFocus<KnowledgeBaseSettingsPageQuery>(query, variables);
  const searchId = useId();
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const canManage = canManageTeam(organization.viewerRole as Role);
  const newArticle = (label: string, variant: 'primary' | 'secondary') =>
    canManage && (
      <ButtonLink to="articles/new" size="sm" variant={variant} icon={<PlusIcon className="size-4" />}>
        {label}
      </ButtonLink>
    );

  return (
    <>
      <PageHeader title="Knowledge base" description="Articles that answer common questions before anyone has to ask: in your public help center, in the widget while visitors type, and in replies." actions={newArticle('New article', 'primary')} />
      <div className="space-y-6">
        {organization.everyArticle.length === 0 ? (
          <Card id="articles" title="Articles">
            <EmptyState
              icon={<BookIcon />}
              title="Write your first article"
              description="Answer the question you get most. Once published, it appears in your help center, the widget suggests it while visitors type, and your team can link it in replies."
              action={newArticle('Write the first article', 'primary')}
              className="py-8"
            />
          </Card>
        ) : (
          <Card id="articles" title="Articles" description={canManage ? 'Drafts are only visible here.' : 'Admins write and publish articles; you can link them in replies.'} flush>
            <div className="mx-5 mb-4 grid gap-3 sm:mx-6 sm:grid-cols-[1fr_9rem_10rem_9rem]">
              <div className="relative">
                <label htmlFor={searchId} className="sr-only">
                  Search articles
                </label>
                <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-500" />
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder="Search titles"
                  className="block h-9 w-full rounded-lg bg-white pr-3 pl-8 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none"
                />
              </div>
              <Select
                aria-label="Status"
                value={filters.status}
                onValueChange={(status) => setFilters({ ...filters, status })}
                options={[{ value: 'ALL', label: 'Any status' }, ...(['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const).map((status) => ({ value: status, label: statusLabels[status] }))]}
              />
              <Select
                aria-label="Collection"
                value={filters.collectionId}
                onValueChange={(collectionId) => setFilters({ ...filters, collectionId })}
                options={[{ value: 'ALL', label: 'Any collection' }, ...organization.knowledgeCollections.map((collection) => ({ value: collection.id, label: collection.name }))]}
              />
              <Select aria-label="Language" value={filters.locale} onValueChange={(locale) => setFilters({ ...filters, locale })} options={[{ value: 'ALL', label: 'Any language' }, ...articleLanguages]} />
            </div>
            {organization.knowledgeArticles.length === 0 ? (
              <p className="border-t border-gray-100 px-6 py-8 text-center text-sm text-gray-600">No article matches these filters.</p>
            ) : (
              <ul className="divide-y divide-gray-100 border-t border-gray-100" aria-label="Articles">
                {organization.knowledgeArticles.map((article) => (
                  <li key={article.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 sm:px-6">
                    <div className="min-w-0 flex-1">
                      <ButtonLink to={`articles/${encodeURIComponent(article.id)}`} variant="ghost" size="sm" className="-ml-2 max-w-full truncate font-medium text-gray-900">
                        {article.title}
                      </ButtonLink>
                      <p className="text-[13px] text-gray-600">
                        {[article.collection?.name ?? 'No collection', languageLabel(article.locale), `Updated ${relativeTime(article.updatedAt)}`, `${article.viewCount} views`, `${article.helpfulCount} helpful`].join(' · ')}
                      </p>
                    </div>
                    <Badge tone={statusTones[article.status as keyof typeof statusTones] ?? 'gray'}>{statusLabels[article.status as keyof typeof statusLabels] ?? article.status}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
        <CollectionsCard organization={organization} canManage={canManage} />
        <HelpCenterCard organizationId={organization.id} enabled={organization.helpCenterEnabled} title={organization.helpCenterTitle} url={organization.helpCenterUrl} canManage={canManage} />
        {canManage && (
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <AnswerBotCard />
          </Suspense>
        )}
        {canManage && (
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <UnansweredSearchesCard />
          </Suspense>
        )}
      </div>
    </>
  );
}
