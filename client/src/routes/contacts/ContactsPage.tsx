import { Suspense, useEffect, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Card } from '../../components/Card';
import { DownloadIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { SectionErrorBoundary } from '../../components/SectionErrorBoundary';
import { Skeleton } from '../../components/Skeleton';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../public/ComingSoonPage';
import { ContactFiltersForm } from './ContactFiltersForm';
import { contactsCsvUrl, contactVariables, noContactFilters, type ContactFilters } from './contactFilters';
import { ContactList } from './ContactList';
import type { ContactsPageListQuery } from './__generated__/ContactsPageListQuery.graphql';
import type { ContactsPageQuery } from './__generated__/ContactsPageQuery.graphql';

const pageQuery = graphql`
  query ContactsPageQuery {
    viewer {
      activeOrganization {
        id
        contactAttributeDefinitions {
          key
          label
          type
        }
      }
    }
  }
`;

const listQuery = graphql`
  query ContactsPageListQuery($search: String, $verified: Boolean, $hasConversations: Boolean, $seenWithinDays: Int, $attributeKey: String, $attributeValue: String) {
    viewer {
      activeOrganization {
        ...ContactList_organization
          @arguments(
            search: $search
            verified: $verified
            hasConversations: $hasConversations
            seenWithinDays: $seenWithinDays
            attributeKey: $attributeKey
            attributeValue: $attributeValue
          )
      }
    }
  }
`;

const noVariables = {};

function ContactResults({ filters, onClearFilters }: { filters: ContactFilters; onClearFilters: () => void }) {
  const { viewer } = useLazyLoadQuery<ContactsPageListQuery>(listQuery, contactVariables(filters), { fetchPolicy: 'store-and-network' });
  if (!viewer?.activeOrganization) return null;
  const filtered = JSON.stringify(contactVariables(filters)) !== JSON.stringify(contactVariables(noContactFilters));
  return <ContactList organization={viewer.activeOrganization} filtered={filtered} onClearFilters={onClearFilters} />;
}

/** /dashboard/contacts: everyone the organization has talked to or seen, searchable and filterable, exportable as CSV. */
export function ContactsPage() {
  usePageTitle('Contacts');
  const { viewer } = useLazyLoadQuery<ContactsPageQuery>(pageQuery, noVariables, { fetchPolicy: 'store-and-network' });
  const [draft, setDraft] = useState<ContactFilters>(noContactFilters);
  const [filters, setFilters] = useState<ContactFilters>(noContactFilters);
  const [, startTransition] = useTransition();
  // Typing narrows the list as it goes, without a request per keystroke.
  const typed = useDebouncedValue(draft, 300);
  useEffect(() => startTransition(() => setFilters(typed)), [typed]);
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const clear = () => {
    setDraft(noContactFilters);
    startTransition(() => setFilters(noContactFilters));
  };

  return (
    <>
      <PageHeader title="Contacts" description="Everyone who has opened your chat, with what they told you and what your site knows about them." />
      <Card
        flush
        title="All contacts"
        actions={
          <a
            href={contactsCsvUrl(organization.id, filters)}
            download
            className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-[13px] font-medium text-gray-800 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <DownloadIcon className="size-4" />
            Export CSV
          </a>
        }
      >
        <ContactFiltersForm draft={draft} onChange={setDraft} definitions={organization.contactAttributeDefinitions} />
        <SectionErrorBoundary key={JSON.stringify(contactVariables(filters))} what="The contacts">
          <Suspense fallback={<Skeleton className="m-5 h-48" />}>
            <ContactResults filters={filters} onClearFilters={clear} />
          </Suspense>
        </SectionErrorBoundary>
      </Card>
    </>
  );
}
