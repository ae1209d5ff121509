import { contactDisplayName } from '../../conversations/contacts';
import { builder } from '../builder';

const IdentityProofEnum = builder.enumType('IdentityProof', {
  description: 'How the site proved who a visitor is.',
  values: {
    HMAC: { description: 'The user id came with a matching HMAC of it; email and name are as the page gave them.' },
    JWT: { description: 'A token signed by the site carried the user id, email and name.' },
  } as const,
});

/** A visitor as operators of its organization see it: identity, where they are, their past threads. */
export const ContactRef = builder.prismaNode('Contact', {
  id: { field: 'id' },
  authScopes: (contact) => ({ member: contact.organizationId }),
  fields: (t) => ({
    number: t.exposeInt('number'),
    displayName: t.string({ description: 'Name, else email, else "Visitor #n".', resolve: (contact) => contactDisplayName(contact) }),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    externalId: t.exposeString('externalId', { nullable: true, description: "The id the site's own account system gave this person." }),
    identified: t.boolean({ resolve: (contact) => contact.externalId !== null || contact.email !== null }),
    identityVerifiedBy: t.field({
      type: IdentityProofEnum,
      nullable: true,
      description: "How the site proved this contact's identity when it last identified them; null when it did not (an unverified identity, or none).",
      resolve: (contact) => contact.identityVerifiedBy,
    }),
    metadata: t.field({ type: 'JSONObject', resolve: (contact) => contact.metadata }),
    currentUrl: t.exposeString('currentUrl', { nullable: true }),
    referrer: t.exposeString('referrer', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    firstSeenAt: t.expose('firstSeenAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    widget: t.relation('widget'),
    threads: t.relatedConnection('threads', { cursor: 'id', query: { orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }] } }),
  }),
});
