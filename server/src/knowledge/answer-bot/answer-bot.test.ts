import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../../test-support/accounts';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../../../test-support/chat-completions-server';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../../test-support/conversations';
import { createArticle } from '../../../test-support/knowledge-base';
import { startStripeServer, stripeEnv } from '../../../test-support/stripe-server';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import type { TestClient } from '../../../test-support/graphql-client';

let t: TestApp;
let model: ChatCompletionsServer;
beforeAll(async () => {
  model = await startChatCompletionsServer();
  t = await startTestApp({ env: { ANSWER_BOT_URL: model.baseUrl, ANSWER_BOT_MODEL: 'help-model', ANSWER_BOT_API_KEY: 'sk-test', ANSWER_BOT_TIMEOUT_SECONDS: '1' } });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

const setAnswerFirst = `mutation($input: SetAnswerFirstInput!) {
  setAnswerFirst(input: $input) { __typename ... on SetAnswerFirstPayload { organization { answerFirstEnabled } } ... on ValidationError { fieldErrors { field message } } ... on Error { message } }
}`;
const visitorThread = `query($clientThreadId: String!) {
  visitor { thread(clientThreadId: $clientThreadId) { id status answerBotActive messages(first: 100) { edges { node { body fromVisitor fromAnswerBot authorName } } } } }
}`;
const talkToPerson = `mutation($threadId: ID!) { talkToPerson(input: { threadId: $threadId }) { __typename ... on TalkToPersonPayload { thread { answerBotActive status } } ... on Error { message } } }`;
const botFigures = `query($id: ID!) { node(id: $id) { ... on Organization { answerBotAvailable answerFirstEnabled answerBotResolvedCount answerBotHandedOverCount } } }`;

type Message = { body: string; fromVisitor: boolean; fromAnswerBot: boolean; authorName: string };

async function organizationAnsweringFirst(name = 'Acme', { answerFirst = true } = {}) {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, name);
  const { clientId } = await widgetOf(owner, organizationId);
  if (answerFirst) expect((await owner.data(setAnswerFirst, { input: { organizationId, enabled: true } })).setAnswerFirst.__typename).toBe('SetAnswerFirstPayload');
  return { owner, organizationId, clientId, visitor: await startVisitor(t, clientId) };
}

async function threadOf(visitor: Visitor, clientThreadId: string): Promise<{ id: string; status: string; answerBotActive: boolean; messages: Message[] }> {
  const { thread } = (await visitor.client.data(visitorThread, { clientThreadId })).visitor;
  return { ...thread, messages: thread.messages.edges.map((edge: { node: Message }) => edge.node) };
}

/** Sends a question and waits for the bot's work on it, which runs after the send has been answered. */
async function ask(visitor: Visitor, body: string, clientThreadId: string) {
  const sent = await sendVisitorMessage(visitor, body, clientThreadId);
  await t.app.services.background.idle();
  return sent;
}

async function figures(owner: TestClient, organizationId: string) {
  return (await owner.data(botFigures, { id: organizationId })).node;
}

describe('answer bot', () => {
  it('answers from published articles only, citing them, and offers a person', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst();
    const refunds = await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Ask for a refund within 14 days of purchase.' });
    await createArticle(owner, organizationId, { title: 'Refund secrets', body: 'Internal refund override code 9731.' }, { draft: true });
    model.behave({ reply: 'You can ask for a refund within 14 days of purchase.' });
    const before = model.prompts.length;

    await ask(visitor, 'How do I get a refund?', 'refund-thread');

    const prompt = model.prompts.slice(before);
    expect(prompt).toHaveLength(1);
    expect(prompt[0]).toMatchObject({ model: 'help-model', authorization: 'Bearer sk-test' });
    const sent = prompt[0].messages.map((message) => message.content).join('\n');
    expect(sent).toContain('Ask for a refund within 14 days of purchase.');
    expect(sent).toContain('How do I get a refund?');
    expect(sent).not.toContain('9731');
    expect(sent).not.toContain('Refund secrets');

    const thread = await threadOf(visitor, 'refund-thread');
    expect(thread.answerBotActive).toBe(true);
    expect(thread.messages.map((message) => [message.authorName, message.fromAnswerBot])).toEqual([
      ['Visitor #1', false],
      ['Answer bot', true],
    ]);
    expect(thread.messages[1].body).toBe(`You can ask for a refund within 14 days of purchase.\n\nFrom our help center:\n• Refund policy: ${refunds.url}`);
    expect(await figures(owner, organizationId)).toEqual({ answerBotAvailable: true, answerFirstEnabled: true, answerBotResolvedCount: 1, answerBotHandedOverCount: 0 });

    // Operators see the bot's answer in the thread, signed as the bot.
    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Thread { messages(first: 10) { edges { node { authorKind authorName fromAnswerBot } } } } } }`, {
      id: operatorThreadId(thread.id),
    });
    expect(node.messages.edges[1].node).toEqual({ authorKind: 'BOT', authorName: 'Answer bot', fromAnswerBot: true });
  });

  it('says it cannot answer and hands over when no article is relevant, without asking the model', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst();
    await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    const before = model.prompts.length;
    await ask(visitor, 'Is the warehouse in Lisbon open on Sundays?', 'lisbon');
    expect(model.prompts.length).toBe(before);
    const thread = await threadOf(visitor, 'lisbon');
    expect(thread.messages.at(-1)).toMatchObject({ fromAnswerBot: true, body: expect.stringContaining("couldn't find an answer") });
    expect(thread.answerBotActive).toBe(false);

    // Handed over for good: the next question waits for a person.
    await ask(visitor, 'What about refunds?', 'lisbon');
    expect(model.prompts.length).toBe(before);
    expect((await threadOf(visitor, 'lisbon')).messages).toHaveLength(3);
    expect(await figures(owner, organizationId)).toMatchObject({ answerBotResolvedCount: 0, answerBotHandedOverCount: 1 });
  });

  it('hands over when the model finds no answer in the articles', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst();
    await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    model.behave({ reply: 'NO_ANSWER' });
    await ask(visitor, 'Can I get a refund in bitcoin?', 'bitcoin');
    const thread = await threadOf(visitor, 'bitcoin');
    expect(thread.messages.map((message) => message.fromAnswerBot)).toEqual([false, true]);
    expect(thread.messages[1].body).toContain('passed your question to the team');
  });

  it('"Talk to a person" hands the thread to the team and stops the bot there', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst();
    await createArticle(owner, organizationId, { title: 'Shipping times', body: 'Orders ship within 2 days.' });
    model.behave({ reply: 'Orders ship within 2 days.' });
    const { thread } = await ask(visitor, 'When will my order ship?', 'shipping');

    const handed = await visitor.client.data(talkToPerson, { threadId: thread.id });
    expect(handed.talkToPerson).toEqual({ __typename: 'TalkToPersonPayload', thread: { answerBotActive: false, status: 'OPEN' } });
    expect((await visitor.client.data(talkToPerson, { threadId: thread.id })).talkToPerson.__typename).toBe('TalkToPersonPayload');

    const before = model.prompts.length;
    await ask(visitor, 'And how long does shipping take abroad?', 'shipping');
    expect(model.prompts.length).toBe(before);
    const { messages } = await threadOf(visitor, 'shipping');
    expect(messages.map((message) => message.fromAnswerBot)).toEqual([false, true, true, false]);
    expect(messages[2].body).toContain("I've passed your conversation to the team");

    // The team sees it waiting in the inbox, unassigned and open, and can answer as usual.
    const inbox = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { threads(first: 5, status: OPEN) { edges { node { id assignee { id } } } } } } }`, { id: organizationId });
    expect(inbox.node.threads.edges).toEqual([{ node: { id: operatorThreadId(thread.id), assignee: null } }]);
    await sendOperatorMessage(owner, operatorThreadId(thread.id), 'Abroad takes a week.');
    expect(await figures(owner, organizationId)).toMatchObject({ answerBotResolvedCount: 0, answerBotHandedOverCount: 1 });

    // Nobody else can hand over a visitor's thread.
    const stranger = await organizationAnsweringFirst('Elsewhere');
    expect((await stranger.visitor.client.data(talkToPerson, { threadId: thread.id })).talkToPerson.__typename).toBe('NotAuthorizedError');
  });

  it('hands over when the model times out or fails, while the visitor’s send is answered at once', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst();
    await createArticle(owner, organizationId, { title: 'Opening hours', body: 'We are open 9 to 5 on weekdays.' });
    model.behave({ hang: true });
    await sendVisitorMessage(visitor, 'What are your opening hours?', 'hours');
    // The model has not answered (it never will): the send did not wait for it.
    expect((await threadOf(visitor, 'hours')).messages).toHaveLength(1);
    await t.app.services.background.idle();
    const slow = await threadOf(visitor, 'hours');
    expect(slow.messages.map((message) => message.fromAnswerBot)).toEqual([false, true]);
    expect(slow.messages[1].body).toContain("can't answer right now");

    const down = await organizationAnsweringFirst('Downtime');
    await createArticle(down.owner, down.organizationId, { title: 'Opening hours', body: 'We are open 9 to 5 on weekdays.' });
    model.behave({ status: 503 });
    await ask(down.visitor, 'What are your opening hours?', 'hours');
    expect((await threadOf(down.visitor, 'hours')).messages.at(-1)?.body).toContain("can't answer right now");
    expect(await figures(down.owner, down.organizationId)).toMatchObject({ answerBotHandedOverCount: 1 });
  });

  it('never uses another organization’s articles', async () => {
    const acme = await organizationAnsweringFirst('Acme');
    await createArticle(acme.owner, acme.organizationId, { title: 'Warranty', body: 'Acme warranty lasts 5 years.' });
    const other = await organizationAnsweringFirst('Other');
    const before = model.prompts.length;
    await ask(other.visitor, 'How long is the warranty?', 'warranty');
    expect(model.prompts.length).toBe(before);
    expect((await threadOf(other.visitor, 'warranty')).messages.at(-1)?.body).toContain("couldn't find an answer");
  });

  it('stays quiet with the switch off, or once a person has answered', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst('Quiet', { answerFirst: false });
    await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    const before = model.prompts.length;
    await ask(visitor, 'How do I get a refund?', 'off');
    expect((await threadOf(visitor, 'off')).messages).toHaveLength(1);

    await owner.data(setAnswerFirst, { input: { organizationId, enabled: true } });
    const { thread } = await ask(visitor, 'How do I get a refund?', 'answered');
    expect((await threadOf(visitor, 'answered')).messages).toHaveLength(2);
    await sendOperatorMessage(owner, operatorThreadId(thread.id), 'Hi! Let me help.');
    const asked = model.prompts.length;
    await ask(visitor, 'A refund, please', 'answered');
    expect(model.prompts.length).toBe(asked);
    expect(asked).toBe(before + 1);
  });
});

describe('without an answer bot model', () => {
  it('offers no switch and changes nothing', async () => {
    const plain = await startTestApp();
    try {
      const owner = plain.client();
      const { organizationId } = await ownerWithOrganization(owner, plain.mail, 'Plain');
      expect((await owner.data(botFigures, { id: organizationId })).node).toEqual({ answerBotAvailable: false, answerFirstEnabled: false, answerBotResolvedCount: 0, answerBotHandedOverCount: 0 });
      // A server without billing has every plan feature: only the missing model stands in the way.
      expect((await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { answerBotInPlan } } }`, { id: organizationId })).node.answerBotInPlan).toBe(true);
      const refused = (await owner.data(setAnswerFirst, { input: { organizationId, enabled: true } })).setAnswerFirst;
      expect(refused.fieldErrors).toEqual([{ field: 'enabled', message: expect.stringContaining('ANSWER_BOT_URL') }]);
      expect((await owner.data(botFigures, { id: organizationId })).node.answerFirstEnabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('on the hosted service, a feature of the Pro and Business plans', () => {
  const inPlan = `query($id: ID!) { node(id: $id) { ... on Organization { answerBotInPlan answerFirstEnabled } } }`;
  const withLimit = setAnswerFirst.replace('... on Error { message }', '... on PlanLimitError { limit upgradeUrl } ... on Error { message }');

  it('cannot be switched on under Free, answers under Pro, and stays quiet once the organization is back on Free', async () => {
    const webhook = { url: 'http://127.0.0.1:9/unused', secret: 'whsec_answer_bot' };
    const stripe = await startStripeServer(webhook);
    const hosted = await startTestApp({ env: { ...stripeEnv(stripe, webhook.secret), ANSWER_BOT_URL: model.baseUrl, ANSWER_BOT_MODEL: 'help-model' } });
    // What a subscription (or its end) does to the organization, as Stripe's webhook would record it.
    const putOnPlan = (organizationId: string, plan: 'FREE' | 'PRO') => hosted.app.services.db.prisma.organization.update({ where: { id: databaseId(organizationId) }, data: { plan } });
    try {
      const owner = hosted.client();
      const { organizationId } = await ownerWithOrganization(owner, hosted.mail, 'Hosted');
      const { clientId } = await widgetOf(owner, organizationId);
      await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Ask for a refund within 14 days of purchase.' });

      const refused = (await owner.data(withLimit, { input: { organizationId, enabled: true } })).setAnswerFirst;
      expect(refused).toMatchObject({ __typename: 'PlanLimitError', limit: 'ANSWER_BOT', message: 'The answer bot is not part of the Free plan. Upgrade to use it.' });
      expect((await owner.data(inPlan, { id: organizationId })).node).toEqual({ answerBotInPlan: false, answerFirstEnabled: false });

      await putOnPlan(organizationId, 'PRO');
      expect((await owner.data(withLimit, { input: { organizationId, enabled: true } })).setAnswerFirst.__typename).toBe('SetAnswerFirstPayload');
      const visitor = await startVisitor(hosted, clientId);
      model.behave({ reply: 'You can ask for a refund within 14 days of purchase.' });
      await sendVisitorMessage(visitor, 'How do I get a refund?', 'on-pro');
      await hosted.app.services.background.idle();
      const onPro = (await visitor.client.data(visitorThread, { clientThreadId: 'on-pro' })).visitor.thread;
      expect(onPro.messages.edges.map((edge: { node: Message }) => edge.node.fromAnswerBot)).toEqual([false, true]);

      await putOnPlan(organizationId, 'FREE');
      const asked = model.prompts.length;
      await sendVisitorMessage(visitor, 'How do I get a refund?', 'back-on-free');
      await hosted.app.services.background.idle();
      const onFree = (await visitor.client.data(visitorThread, { clientThreadId: 'back-on-free' })).visitor.thread;
      expect(onFree).toMatchObject({ answerBotActive: false, messages: { edges: [{ node: { fromVisitor: true } }] } });
      expect(model.prompts.length).toBe(asked);
      expect((await owner.data(inPlan, { id: organizationId })).node).toEqual({ answerBotInPlan: false, answerFirstEnabled: true });
      // Switching it off stays possible on any plan.
      expect((await owner.data(withLimit, { input: { organizationId, enabled: false } })).setAnswerFirst.__typename).toBe('SetAnswerFirstPayload');
    } finally {
      await hosted.close();
      await stripe.close();
    }
  });
});

describe('the answer-first switch', () => {
  it('is for admins: an agent can neither switch it nor read the figures', async () => {
    const { owner, organizationId } = await organizationAnsweringFirst('Admins', { answerFirst: false });
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    expect((await agent.client.data(setAnswerFirst, { input: { organizationId, enabled: true } })).setAnswerFirst.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.request(botFigures, { id: organizationId })).errors?.length).toBeGreaterThan(0);
    expect((await figures(owner, organizationId)).answerFirstEnabled).toBe(false);
  });
});

describe('the bot’s name', () => {
  const setName = `mutation($input: SetAnswerBotNameInput!) {
    setAnswerBotName(input: $input) { __typename ... on SetAnswerBotNamePayload { organization { answerBotName } } ... on ValidationError { fieldErrors { field message } } ... on Error { message } }
  }`;
  const widgetBotName = `query($clientId: String!) { publicWidget(clientId: $clientId) { answerBotName } }`;

  it('signs the bot’s messages for visitors and operators, back to the default when emptied', async () => {
    const { owner, organizationId, clientId, visitor } = await organizationAnsweringFirst('Named');
    await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Ask for a refund within 14 days of purchase.' });
    model.behave({ reply: 'You can ask for a refund within 14 days of purchase.' });
    const { thread } = await ask(visitor, 'How do I get a refund?', 'named');
    const operatorAuthor = async () =>
      (await owner.data(`query($id: ID!) { node(id: $id) { ... on Thread { messages(first: 10) { edges { node { authorName } } } } } }`, { id: operatorThreadId(thread.id) })).node.messages
        .edges[1].node.authorName;
    expect((await t.client().data(widgetBotName, { clientId })).publicWidget.answerBotName).toBeNull();

    expect((await owner.data(setName, { input: { organizationId, name: '  Sunny  ' } })).setAnswerBotName.organization.answerBotName).toBe('Sunny');
    expect((await threadOf(visitor, 'named')).messages[1]).toMatchObject({ fromAnswerBot: true, authorName: 'Sunny' });
    expect(await operatorAuthor()).toBe('Sunny');
    expect((await t.client().data(widgetBotName, { clientId })).publicWidget.answerBotName).toBe('Sunny');

    expect((await owner.data(setName, { input: { organizationId, name: ' ' } })).setAnswerBotName.organization.answerBotName).toBeNull();
    expect(await operatorAuthor()).toBe('Answer bot');
    expect((await t.client().data(widgetBotName, { clientId })).publicWidget.answerBotName).toBeNull();
  });

  it('refuses a name too long, and anyone but an admin, changing nothing', async () => {
    const { owner, organizationId } = await organizationAnsweringFirst('Guarded', { answerFirst: false });
    await owner.data(setName, { input: { organizationId, name: 'Sunny' } });
    const tooLong = (await owner.data(setName, { input: { organizationId, name: 'x'.repeat(41) } })).setAnswerBotName;
    expect(tooLong.fieldErrors).toEqual([{ field: 'name', message: 'Use at most 40 characters.' }]);
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    expect((await agent.client.data(setName, { input: { organizationId, name: 'Mallory' } })).setAnswerBotName.__typename).toBe('NotAuthorizedError');
    const other = await organizationAnsweringFirst('Elsewhere', { answerFirst: false });
    expect((await other.owner.data(setName, { input: { organizationId, name: 'Mallory' } })).setAnswerBotName.__typename).toBe('NotAuthorizedError');
    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { answerBotName } } }`, { id: organizationId });
    expect(node.answerBotName).toBe('Sunny');
  });
});

describe('suggested articles for operators', () => {
  const suggested = `query($id: ID!) { node(id: $id) { ... on Thread { suggestedArticles { title url } } } }`;

  it('matches the visitor’s last message against the organization’s published articles only', async () => {
    const { owner, organizationId, visitor } = await organizationAnsweringFirst('Suggests', { answerFirst: false });
    const refunds = await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    await createArticle(owner, organizationId, { title: 'Refund exceptions', body: 'Internal refund notes.' }, { draft: true });
    await createArticle(owner, organizationId, { title: 'Shipping', body: 'We ship worldwide.' });
    const elsewhere = await organizationAnsweringFirst('Elsewhere', { answerFirst: false });
    await createArticle(elsewhere.owner, elsewhere.organizationId, { title: 'Refund rules', body: 'Refunds are never given.' });

    const { thread } = await sendVisitorMessage(visitor, 'Do you ship to Lisbon?', 'suggest');
    const id = operatorThreadId(thread.id);
    expect((await owner.data(suggested, { id })).node.suggestedArticles.map((article: { title: string }) => article.title)).toEqual(['Shipping']);
    await sendVisitorMessage(visitor, 'And can I get a refund?', 'suggest');
    expect((await owner.data(suggested, { id })).node.suggestedArticles).toEqual([{ title: 'Refund policy', url: refunds.url }]);
    expect((await elsewhere.owner.request(suggested, { id })).data?.node ?? null).toBeNull();
  });
});
