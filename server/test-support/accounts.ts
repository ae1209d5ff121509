import { updateAvailability } from './availability';
import type { TestClient } from './graphql-client';
import { linkIn, type MailCatcher } from './mail-catcher';

let counter = 0;

/** A unique address per call, so tests never collide on a shared PostgreSQL or Redis. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.test`;
}

export const registerMutation = `mutation Register($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on RegisterPayload { email user { id email emailVerified } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

export const verifyEmailMutation = `mutation Verify($token: String!) {
  verifyEmail(input: { token: $token }) {
    __typename
    ... on VerifyEmailPayload { signedIn user { id email emailVerified } }
    ... on Error { message }
  }
}`;

/** The verification link emailed to `email` (waiting for it), with its token. */
export async function verificationTokenFor(mail: MailCatcher, email: string, options: { since?: number } = {}): Promise<string> {
  const message = await mail.waitFor(email, /Confirm your email/, options);
  return linkIn(message, '/verify').searchParams.get('token')!;
}

/** Registers through the API and follows the emailed verification link in the same browser, which signs it in, as a person would. */
export async function registerVerified(client: TestClient, mail: MailCatcher, name = 'Ada Lovelace', email = uniqueEmail()) {
  const { register } = await client.data(registerMutation, { input: { name, email, password: 'correct horse battery' } });
  if (register.__typename !== 'RegisterPayload') throw new Error(`register failed: ${JSON.stringify(register)}`);
  const { verifyEmail } = await client.data(verifyEmailMutation, { token: await verificationTokenFor(mail, email) });
  if (verifyEmail.__typename !== 'VerifyEmailPayload' || !verifyEmail.signedIn) throw new Error(`verify failed: ${JSON.stringify(verifyEmail)}`);
  return { email, userId: verifyEmail.user.id as string };
}

export const createOrganizationMutation = `mutation CreateOrg($input: CreateOrganizationInput!) {
  createOrganization(input: $input) {
    __typename
    ... on CreateOrganizationPayload { organization { id name slug timezone viewerRole } }
    ... on Error { message }
  }
}`;

/**
 * A verified owner with an organization of their own. Its auto-reply is off unless asked for, so that tests about
 * something else see only the messages they send.
 */
export async function ownerWithOrganization(client: TestClient, mail: MailCatcher, organizationName = 'Acme', { autoReply = false } = {}) {
  const account = await registerVerified(client, mail);
  const { createOrganization } = await client.data(createOrganizationMutation, {
    input: { name: organizationName, timezone: 'Europe/Paris' },
  });
  if (createOrganization.__typename !== 'CreateOrganizationPayload') throw new Error(JSON.stringify(createOrganization));
  const organizationId = createOrganization.organization.id as string;
  if (!autoReply) await updateAvailability(client, organizationId, { autoReplyEnabled: false });
  return { ...account, organizationId };
}

/** The database id inside a Relay global id (base64 of "Type:id"), for tests that reach into the database. */
export function databaseId(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':')[1];
}

/** Someone the owner invites by email, who registers from the invitation link and joins with the role. */
export async function teammateOf(t: { client(): TestClient; mail: MailCatcher }, owner: TestClient, organizationId: string, role: 'ADMIN' | 'AGENT' = 'AGENT', name = 'Grace Hopper') {
  const email = uniqueEmail('teammate');
  const { inviteMember } = await owner.data(
    `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename ... on Error { message } } }`,
    { input: { organizationId, email, role } },
  );
  if (inviteMember.__typename !== 'InviteMemberPayload') throw new Error(JSON.stringify(inviteMember));
  const token = linkIn(await t.mail.waitFor(email, /invited you/), '/register').searchParams.get('invitation');
  const client = t.client();
  const { register } = await client.data(registerMutation, { input: { name, email, password: 'teammate passphrase', invitationToken: token } });
  if (!register.user) throw new Error(`register from the invitation failed: ${JSON.stringify(register)}`);
  const { acceptInvitation } = await client.data(`mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename ... on Error { message } } }`, { token });
  if (acceptInvitation.__typename !== 'AcceptInvitationPayload') throw new Error(JSON.stringify(acceptInvitation));
  return { client, email, userId: register.user.id as string };
}
