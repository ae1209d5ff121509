import { contactDisplayName } from '../../conversations/contacts';
import { builder } from '../builder';

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
