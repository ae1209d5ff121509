import { useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { BoltIcon, PlusIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { canManageTeam, type Role } from '../../../lib/roles';
import { useRefetchOnFocus } from '../../../lib/useRefetchOnFocus';
import { usePageTitle } from '../../public/ComingSoonPage';
import { CannedResponseEditorDialog } from './CannedResponseEditorDialog';
import { CannedResponseRow } from './CannedResponseRow';
import type { CannedResponsesSettingsPageQuery } from './__generated__/CannedResponsesSettingsPageQuery.graphql';

const query = graphql`
  query CannedResponsesSettingsPageQuery {
    viewer {
      activeOrganization {
        id
        viewerRole
        cannedResponses {
          id
          shortcut
          title
          body
          ...CannedResponseRow_cannedResponse
        }
      }
    }
  }
`;

const noVariables = {};

/** /dashboard/settings/canned-responses: saved replies, inserted with "/" in the composer; admins manage them. */
export function CannedResponsesSettingsPage() {
  usePageTitle('Canned responses');
  const { viewer } = useLazyLoadQuery<CannedResponsesSettingsPageQuery>(query, noVariables, { fetchPolicy: 'store-and-network' });
  // Other admins may change the list meanwhile.
  useRefetchOnFocus<CannedResponsesSettingsPageQuery>(query, noVariables);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  const canManage = canManageTeam(organization.viewerRole as Role);
  const needle = search.trim().toLowerCase();
  const shown = organization.cannedResponses.filter((response) => `${response.shortcut} ${response.title} ${response.body}`.toLowerCase().includes(needle));
  const newButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button size="sm" variant={variant} icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Canned responses"
        description={
          <>
            Answers your team sends again and again. Type <kbd className="rounded bg-gray-100 px-1 font-mono text-[13px] text-gray-800">/</kbd> in a reply to insert one.
          </>
        }
      />
      <Card id="canned-responses" title="Saved responses" description={canManage ? 'Everyone on the team can insert these.' : 'Admins manage this list; you can insert these in replies.'} flush actions={canManage && newButton('New response', 'secondary')}>
        {organization.cannedResponses.length > 0 && (
          <div className="relative mx-5 mb-4 sm:mx-6">
            <label htmlFor={searchId} className="sr-only">
              Search canned responses
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-500" />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search shortcuts, titles and text"
              className="block h-9 w-full rounded-lg bg-white pr-3 pl-8 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset placeholder:text-gray-500 focus:ring-2 focus:ring-indigo-600 focus:outline-none"
            />
          </div>
        )}
        {organization.cannedResponses.length === 0 ? (
          <div className="border-t border-gray-100">
            <EmptyState
              icon={<BoltIcon />}
              title="No canned responses yet"
              description={canManage ? 'Save the answers you type most, with the visitor’s name filled in for you.' : 'Admins can save answers for the whole team.'}
              action={canManage && newButton('Create the first response', 'primary')}
              className="py-10"
            />
          </div>
        ) : shown.length === 0 ? (
          <p className="border-t border-gray-100 px-6 py-8 text-center text-sm text-gray-600">No canned response matches “{search.trim()}”.</p>
        ) : (
          <ul className="divide-y divide-gray-100 border-t border-gray-100">
            {shown.map((response) => (
              <CannedResponseRow key={response.id} cannedResponse={response} canManage={canManage} />
            ))}
          </ul>
        )}
      </Card>
      {canManage && <CannedResponseEditorDialog open={creating} onOpenChange={setCreating} organizationId={organization.id} />}
    </>
  );
}
