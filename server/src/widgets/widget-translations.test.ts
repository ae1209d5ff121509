import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { ownerWithOrganization, uniqueEmail } from '../../test-support/accounts';
import { updateAvailability } from '../../test-support/availability';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { defaultTexts } from '../../../widget/src/shared/default-texts';
import { emailMissedReplies } from '../conversations/missed-replies';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const updateMutation = `mutation($input: UpdateWidgetInput!) {
  updateWidget(input: $input) {
    __typename
    ... on UpdateWidgetPayload { widget { translations { locale greeting awayMessage autoReply emailSubject emailIntro preChatLabels { key label } } } }
    ... on ValidationError { message fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const publicQuery = `query($clientId: String!) { publicWidget(clientId: $clientId) { greeting translations { locale greeting awayMessage preChatLabels { key label } } } }`;

const visitorHistory = `query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 10) { edges { node { body fromVisitor } } } } } }`;

const german = {
  locale: 'de',
  greeting: 'Hallo! Wie können wir helfen?',
  awayMessage: 'Wir sind gerade nicht da.',
  autoReply: 'Danke! Wir antworten bald.',
  emailSubject: 'Neue Antwort von Northwind',
  emailIntro: 'Northwind hat Ihnen geantwortet:',
  preChatLabels: [{ key: 'order_number', label: 'Bestellnummer' }],
};

async function adminWithWidget() {
  const admin = t.client();
  const { organizationId } = await ownerWithOrganization(admin, t.mail, 'Northwind', { autoReply: true });
  await updateAvailability(admin, organizationId, { autoReply: 'Thanks! We reply soon.' });
  const widget = await widgetOf(admin, organizationId);
  await update(admin, { widgetId: widget.id, preChatFields: [{ key: 'order_number', label: 'Order number', required: false }] });
  return { admin, organizationId, widget };
}

const update = async (client: TestClient, input: Record<string, unknown>) => (await client.data(updateMutation, { input })).updateWidget;

describe('widget texts per language', () => {
  it('saves the texts per language, leaves out empty ones, and shows visitors every language', async () => {
    const { admin, widget } = await adminWithWidget();
    const saved = await update(admin, { widgetId: widget.id, translations: [german, { locale: 'fr', greeting: '  Bonjour !  ' }, { locale: 'es', greeting: '' }] });
    expect(saved.widget.translations).toEqual([
      { locale: 'fr', greeting: 'Bonjour !', awayMessage: '', autoReply: '', emailSubject: '', emailIntro: '', preChatLabels: [] },
      german,
    ]);
    const { publicWidget } = await t.client().data(publicQuery, { clientId: widget.clientId });
    expect(publicWidget.greeting).toBe('Hi! How can we help?');
    expect(publicWidget.translations).toEqual([
      { locale: 'fr', greeting: 'Bonjour !', awayMessage: '', preChatLabels: [] },
      { locale: 'de', greeting: german.greeting, awayMessage: german.awayMessage, preChatLabels: german.preChatLabels },
    ]);
  });

  it.each([
    ['a language the widget does not speak', [{ locale: 'it', greeting: 'Ciao' }], 'Translations are for es, fr, de or pt (English is the default text).'],
    ['a language twice', [german, { locale: 'de', greeting: 'Hallo' }], 'The German texts are listed twice.'],
    ['a greeting too long', [{ locale: 'de', greeting: 'x'.repeat(201) }], 'German: Keep the greeting to 200 characters or fewer.'],
    ['a label for a field the widget does not ask', [{ locale: 'de', preChatLabels: [{ key: 'shoe_size', label: 'Schuhgröße' }] }], '“shoe_size” is not one of this widget\'s pre-chat fields.'],
  ])('refuses %s with a typed error and keeps the saved texts', async (_case, translations, message) => {
    const { admin, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, translations: [german] });
    const refused = await update(admin, { widgetId: widget.id, translations });
    expect(refused).toEqual({ __typename: 'ValidationError', message, fieldErrors: [{ field: 'translations', message }] });
    const { publicWidget } = await t.client().data(publicQuery, { clientId: widget.clientId });
    expect(publicWidget.translations.map((texts: { greeting: string }) => texts.greeting)).toEqual([german.greeting]);
  });

  it("lets no other organization's admin change them", async () => {
    const { widget } = await adminWithWidget();
    const stranger = t.client();
    await ownerWithOrganization(stranger, t.mail);
    expect((await update(stranger, { widgetId: widget.id, translations: [german] })).__typename).not.toBe('UpdateWidgetPayload');
    const { publicWidget } = await t.client().data(publicQuery, { clientId: widget.clientId });
    expect(publicWidget.translations).toEqual([]);
  });

  it('translates the very texts a new organization and widget start with', async () => {
    const prisma = t.database.prisma;
    const fresh = await prisma.organization.create({ data: { name: 'Fresh', slug: `fresh-${randomUUID()}` } });
    const freshWidget = await prisma.widget.create({ data: { organizationId: fresh.id, name: 'Site', clientId: `fresh-${randomUUID()}`, identitySecret: 'secret' } });
    expect([freshWidget.greeting, fresh.awayMessage, fresh.autoReply]).toEqual([defaultTexts.greeting.en, defaultTexts.awayMessage.en, defaultTexts.autoReply.en]);
  });

  it("auto-replies in the visitor's language, and in English when the widget doesn't have it", async () => {
    const { admin, organizationId, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, translations: [german] });
    const replyTo = async (language: string) => {
      const visitor = await startVisitor(t, widget.clientId, { language });
      const clientThreadId = randomUUID();
      await sendVisitorMessage(visitor, 'Hallo?', clientThreadId);
      const { visitor: seen } = await visitor.client.data(visitorHistory, { id: clientThreadId });
      return seen.thread.messages.edges.map((edge: { node: { body: string; fromVisitor: boolean } }) => edge.node).find((message: { fromVisitor: boolean }) => !message.fromVisitor)?.body;
    };
    expect(await replyTo('de-DE')).toBe('Danke! Wir antworten bald.');
    expect(await replyTo('pt-BR')).toBe('Thanks! We reply soon.');
    expect(await replyTo('en-US')).toBe('Thanks! We reply soon.');

    // While the organization keeps the product's own auto-reply, a visitor reads it in their language.
    await updateAvailability(admin, organizationId, { autoReply: defaultTexts.autoReply.en });
    expect(await replyTo('es-ES')).toBe(defaultTexts.autoReply.es);
    expect(await replyTo('de-DE')).toBe('Danke! Wir antworten bald.');
  });

  it("emails missed replies with the subject and introduction in the visitor's language", async () => {
    const { admin, organizationId, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, translations: [german] });
    await updateAvailability(admin, organizationId, { autoReplyEnabled: false });
    const email = uniqueEmail('besucher');
    const visitor = await startVisitor(t, widget.clientId, { language: 'de-DE' });
    const { thread } = await sendVisitorMessage(visitor, 'Liefern Sie nach Köln?', randomUUID());
    await visitor.client.data(`mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) { __typename } }`, { input: { email } });
    await sendOperatorMessage(admin, operatorThreadId(thread.id), 'Ja, in zwei Tagen.');
    const since = t.mail.received.length;
    expect(await emailMissedReplies(t.app.services, new Date(Date.now() + t.app.services.config.missedReplyEmailDelayMs + 1000))).toBe(1);
    const message = await t.mail.waitFor(email, /Neue Antwort von Northwind/, { since });
    expect(message.text.startsWith('Northwind hat Ihnen geantwortet:\n\n')).toBe(true);
    expect(message.html).toContain('<p>Northwind hat Ihnen geantwortet:</p>');
    // The email's own words follow the visitor's language too, not only the admin's texts.
    expect(message.text).toContain('Gespräch fortsetzen: ');
    expect(message.text).toContain('Sie erhalten diese E-Mail, weil Sie Ihre Adresse im Chat von');
    expect(`${message.text}${message.html}`).not.toMatch(/Continue the conversation|You get this email/);
  });

  it("words the whole email in the visitor's language where the admin wrote no texts for it", async () => {
    const { admin, widget } = await adminWithWidget();
    const email = uniqueEmail('visiteur');
    const visitor = await startVisitor(t, widget.clientId, { language: 'fr-FR' });
    const { thread } = await sendVisitorMessage(visitor, 'Livrez-vous à Lyon ?', randomUUID());
    await visitor.client.data(`mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) { __typename } }`, { input: { email } });
    await sendOperatorMessage(admin, operatorThreadId(thread.id), 'Oui, en deux jours.');
    const since = t.mail.received.length;
    expect(await emailMissedReplies(t.app.services, new Date(Date.now() + t.app.services.config.missedReplyEmailDelayMs + 1000))).toBe(1);
    const message = await t.mail.waitFor(email, /^Nouvelle réponse de /, { since });
    expect(message.text).toMatch(/^Vous avez une nouvelle réponse de .+ :\n\n/);
    expect(message.text).toContain('Poursuivre la conversation: ');
    expect(message.html).toContain('<html lang="fr">');
    expect(`${message.text}${message.html}`).not.toMatch(/Continue the conversation|You get this email|new reply/);
  });

  it('tells open chats when the settings are saved', async () => {
    const { admin, widget } = await adminWithWidget();
    const visitor = await startVisitor(t, widget.clientId);
    const feed = collect<{ visitorEvents: { kind: string } }>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind } }`);
    await listening(t.app, 'widget:updated', (await t.database.prisma.widget.findUniqueOrThrow({ where: { clientId: widget.clientId } })).id);
    await update(admin, { widgetId: widget.id, color: '#0f766e' });
    await feed.until((events) => events.some((event) => event.visitorEvents.kind === 'WIDGET_UPDATED'));
  });
});
