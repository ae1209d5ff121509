import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { MailIcon, UserIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, relativeTime } from '../../lib/dates';
import { usePageTitle } from '../public/ComingSoonPage';
import { ContactConversations } from './ContactConversations';
import { ContactDetailsForm } from './ContactDetailsForm';
import { ContactNotes } from './ContactNotes';
import { StartConversationDialog } from './StartConversationDialog';
import type { ContactPageQuery } from './__generated__/ContactPageQuery.graphql';

const query = graphql`
  query ContactPageQuery($id: ID!) {
    viewer {
      activeOrganization {
        contactAttributeDefinitions {
          ...ContactDetailsForm_definitions
        }
      }
    }
    node(id: $id) {
      ... on Contact @alias(as: "contact") {
        id
        displayName
        email
        verified
        lastSeenAt
        firstSeenAt
        ...ContactDetailsForm_contact
        ...ContactNotes_contact
        ...ContactConversations_contact
      }
    }
  }
`;

function BackLink() {
  return (
    <Link to="/dashboard/contacts" className="text-sm font-medium text-indigo-700 hover:text-indigo-800">
      ← All contacts
    </Link>
  );
}

/** /dashboard/contacts/:id: who the person is (editable), the team's notes about them, and their conversations. */
export function ContactPage() {
  const { id = '' } = useParams();
  const { viewer, node } = useLazyLoadQuery<ContactPageQuery>(query, { id }, { fetchPolicy: 'store-and-network' });
  const contact = node?.contact;
  const [writing, setWriting] = useState(false);
  usePageTitle(contact?.displayName ?? 'Contact');

  if (!contact) {
    return (
      <>
        <BackLink />
        <EmptyState icon={<UserIcon className="size-6" />} title="Contact not found" description="It may have been deleted, or it belongs to another organization." />
      </>
    );
  }

  return (
    <>
      <BackLink />
      <div className="mt-3">
        <PageHeader
          title={contact.displayName}
          eyebrow={contact.verified ? <Badge tone="green">Verified</Badge> : undefined}
          description={
            <>
              Last seen <time dateTime={contact.lastSeenAt} title={formatDateTime(contact.lastSeenAt)}>{relativeTime(contact.lastSeenAt)}</time> · first seen{' '}
              {formatDateTime(contact.firstSeenAt)}
            </>
          }
          actions={
            <Button icon={<MailIcon className="size-4" />} onClick={() => setWriting(true)} disabled={!contact.email} title={contact.email ? undefined : 'Add an email address to write to this contact.'}>
              New conversation
            </Button>
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <ContactDetailsForm contact={contact} definitions={viewer?.activeOrganization?.contactAttributeDefinitions ?? []} />
          <ContactConversations contact={contact} />
        </div>
        <ContactNotes contact={contact} />
      </div>
      {contact.email && <StartConversationDialog open={writing} onOpenChange={setWriting} contactId={contact.id} email={contact.email} />}
    </>
  );
}
