import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { emailMissedReplies } from '../src/conversations/missed-replies';
import { ownerWithOrganization, uniqueEmail } from './accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from './conversations';
import type { TestClient } from './graphql-client';
import type { TestApp } from './test-app';

const submitDetails = `mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) { __typename } }`;
const threadMessages = `query($id: ID!) { node(id: $id) { ... on Thread { messages(first: 50) { edges { node {
  id body channel authorKind authorName attachments { fileName contentType byteSize }
} } } } } }`;

export type Conversation = { owner: TestClient; organizationId: string; threadId: string; visitorEmail: string; replyTo: string; messageId: string; text: string };

/** A visitor who left their address and got the team's reply by email: what their mail program would answer to. */
export async function emailedConversation(t: TestApp, organizationName = 'Northwind'): Promise<Conversation> {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, organizationName);
  const widget = await widgetOf(owner, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const { thread } = await sendVisitorMessage(visitor, 'Do you ship to Lyon?', randomUUID());
  const visitorEmail = uniqueEmail('visitor');
  await visitor.client.data(submitDetails, { input: { email: visitorEmail } });
  const threadId = operatorThreadId(thread.id);
  await sendOperatorMessage(owner, threadId, 'Yes! Which size do you need?');
  const since = t.mail.received.length;
  await emailMissedReplies(t.app.services, new Date(Date.now() + t.app.services.config.missedReplyEmailDelayMs + 1000));
  const email = await t.mail.waitFor(visitorEmail, new RegExp(`New reply from ${organizationName}`), { since });
  return { owner, organizationId, threadId, visitorEmail, replyTo: email.replyTo[0], messageId: email.messageId, text: email.text };
}

/** Sends mail to the app's listener as a visitor's mail server would: plain SMTP on loopback, no sign-in. */
export async function deliver(t: TestApp, mail: Mail.Options) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: t.app.inboundSmtpPort()!, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ messageId: `<${randomUUID()}@mail.example>`, subject: 'Re: New reply from Northwind', ...mail });
  } finally {
    transport.close();
  }
}

export async function messagesOf(operator: TestClient, threadId: string): Promise<any[]> {
  const { node } = await operator.data(threadMessages, { id: threadId });
  return node.messages.edges.map((edge: any) => edge.node);
}
