import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { ExternalLink } from '../../../components/ExternalLink';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { describeUserAgent } from '../../../lib/userAgent';
import type { ThreadStatus } from '../inboxFilters';
import { threadStatusLabels, threadStatusTones } from '../threadStatus';
import type { ContactDetails_contact$key } from './__generated__/ContactDetails_contact.graphql';
import { ContactPrivacyActions } from './ContactPrivacyActions';
import { IdentityBadge, identityExplanation } from './IdentityStatus';

const contactFragment = graphql`
  fragment ContactDetails_contact on Contact {
    displayName
    email
    externalId
    identified
    identityVerifiedBy
    currentUrl
    referrer
    userAgent
    language
    firstSeenAt
    lastSeenAt
    metadata
    ...ContactPrivacyActions_contact
    widget {
      preChatFields {
        key
        label
      }
    }
    threads(first: 10) {
      edges {
        node {
          id
          status
          preview
          lastMessageAt
        }
      }
    }
  }
`;

function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-gray-200 px-5 py-4 first:border-t-0">
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 py-1 text-[13px]">
      <dt className="text-gray-600">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

function PageLink({ url }: { url: string }) {
  return (
    <ExternalLink href={url} withIcon className="inline-flex max-w-full items-center gap-1">
      <span className="truncate">{url.replace(/^https?:\/\//, '')}</span>
    </ExternalLink>
  );
}

const metadataText = (value: unknown) => (value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

type ContactDetailsProps = {
  contact: ContactDetails_contact$key;
  threadId: string;
  linkFor: (threadId: string) => string;
  /** For admins: export and erase, then back to this list. */
  privacy?: { listPath: string };
};

/** Who the visitor is and where they are: identity, current page, browser, visits, attributes, past conversations. */
export function ContactDetails({ contact: contactKey, threadId, linkFor, privacy }: ContactDetailsProps) {
  const contact = useFragment(contactFragment, contactKey);
  const metadata = Object.entries((contact.metadata ?? {}) as Record<string, unknown>);
  // Pre-chat answers are kept under their question's key: show the question as the widget asks it.
  const questions = new Map(contact.widget.preChatFields.map((field) => [field.key, field.label]));
  const pastThreads = contact.threads.edges.map((edge) => edge.node).filter((thread) => thread.id !== threadId);
  const identity = { identified: contact.identified, verifiedBy: contact.identityVerifiedBy };
  const identityNote = identityExplanation(identity);

  return (
    <div className="text-sm">
      <div className="flex flex-col items-center gap-2 px-5 pt-6 pb-5 text-center">
        <Avatar name={contact.displayName} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-gray-950">{contact.displayName}</p>
          {contact.email && <p className="truncate text-[13px] text-gray-600">{contact.email}</p>}
        </div>
        <IdentityBadge {...identity} />
      </div>
      <Section title="Details">
        <dl>
          {contact.email && <Detail label="Email">{contact.email}</Detail>}
          {contact.externalId && <Detail label="User ID">{contact.externalId}</Detail>}
          {identityNote && <Detail label="Identity">{identityNote}</Detail>}
          <Detail label="Current page">{contact.currentUrl ? <PageLink url={contact.currentUrl} /> : '—'}</Detail>
          {contact.referrer && <Detail label="Came from">{<PageLink url={contact.referrer} />}</Detail>}
          <Detail label="Browser">{contact.userAgent ? describeUserAgent(contact.userAgent) : '—'}</Detail>
          {contact.language && <Detail label="Language">{languageName(contact.language)}</Detail>}
          <Detail label="First seen">
            <time dateTime={contact.firstSeenAt} title={formatDateTime(contact.firstSeenAt)}>
              {relativeTime(contact.firstSeenAt)}
            </time>
          </Detail>
          <Detail label="Last seen">
            <time dateTime={contact.lastSeenAt} title={formatDateTime(contact.lastSeenAt)}>
              {relativeTime(contact.lastSeenAt)}
            </time>
          </Detail>
        </dl>
      </Section>
      {metadata.length > 0 && (
        <Section title="Attributes">
          <dl>
            {metadata.map(([key, value]) => (
              <Detail key={key} label={questions.get(key) ?? key}>
                {metadataText(value)}
              </Detail>
            ))}
          </dl>
        </Section>
      )}
      <Section title="Past conversations">
        {pastThreads.length === 0 ? (
          <p className="text-[13px] text-gray-600">This is their first conversation.</p>
        ) : (
          <ul className="-mx-2 space-y-0.5">
            {pastThreads.map((thread) => (
              <li key={thread.id}>
                <Link to={linkFor(thread.id)} className="block rounded-md px-2 py-1.5 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                  <span className="flex items-center justify-between gap-2">
                    <Badge tone={threadStatusTones[thread.status as ThreadStatus]}>{threadStatusLabels[thread.status as ThreadStatus]}</Badge>
                    <span className="text-xs text-gray-500">{relativeTime(thread.lastMessageAt)}</span>
                  </span>
                  <span className="mt-1 block truncate text-[13px] text-gray-700">{thread.preview || 'No messages'}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {privacy && (
        <Section title="Personal data">
          <ContactPrivacyActions contact={contact} listPath={privacy.listPath} />
        </Section>
      )}
    </div>
  );
}
