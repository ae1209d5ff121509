import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { linkIn } from '../../test-support/mail-catcher';
import { ownerWithOrganization, registerMutation, registerVerified, uniqueEmail } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

const inviteMutation = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) { __typename ... on InviteMemberPayload { invitation { id } } ... on RateLimitedError { retryAfterSeconds } }
}`;
const resendInvitationMutation = `mutation ResendInvitation($id: ID!) {
  resendInvitation(input: { invitationId: $id }) { __typename }
}`;
const emailChangeMutation = `mutation ChangeEmail($email: String!) {
  requestEmailChange(input: { newEmail: $email, currentPassword: "correct horse battery" }) {
    __typename
    ... on RequestEmailChangePayload { pendingEmail }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;
const requestResetMutation = `mutation RequestReset($email: String!) {
  requestPasswordReset(input: { email: $email }) { __typename }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function emailsTo(address: string, since: number) {
  return t.mail.received.slice(since).filter((message) => message.to.includes(address));
}

describe('invitations', () => {
  it('cannot flood one address, and a refused invitation changes nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const target = uniqueEmail('target');
    const since = t.mail.received.length;
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await owner.data(inviteMutation, { input: { organizationId, email: target, role: 'AGENT' } })).inviteMember.__typename);
    }
    expect(answers).toEqual([...Array(5).fill('InviteMemberPayload'), 'RateLimitedError']);
    await t.mail.waitFor(target, /invited you/, { since });
    expect(emailsTo(target, since).length).toBeLessThanOrEqual(5);

    const invitation = await t.database.prisma.invitation.findFirstOrThrow({ where: { email: target } });
    const resent = await owner.data(resendInvitationMutation, { id: Buffer.from(`Invitation:${invitation.id}`).toString('base64') });
    expect(resent.resendInvitation.__typename).toBe('RateLimitedError');
    expect(await t.database.prisma.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).toEqual(invitation);
  });

  it('cannot be sent without limit by one admin', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push((await owner.data(inviteMutation, { input: { organizationId, email: uniqueEmail('many'), role: 'AGENT' } })).inviteMember.__typename);
    }
    expect(answers.filter((name) => name === 'InviteMemberPayload')).toHaveLength(30);
    expect(answers[30]).toBe('RateLimitedError');
  });
});

describe('email change', () => {
  it('answers alike whether or not the new address is taken, and emails its holder instead of a link', async () => {
    const holder = await registerVerified(t.client(), t.mail, 'Holder Person');
    const mover = t.client();
    await registerVerified(mover, t.mail);
    const free = uniqueEmail('free');
    const since = t.mail.received.length;

    const taken = await mover.data(emailChangeMutation, { email: holder.email });
    const untaken = await mover.data(emailChangeMutation, { email: free });
    expect(taken.requestEmailChange).toEqual({ __typename: 'RequestEmailChangePayload', pendingEmail: holder.email });
    expect(untaken.requestEmailChange).toEqual({ __typename: 'RequestEmailChangePayload', pendingEmail: free });

    const notice = await t.mail.waitFor(holder.email, /entered for another Parley account/, { since });
    expect(notice.text).not.toMatch(/token=/);
    await t.mail.waitFor(free, /new email/i, { since });
    expect(emailsTo(holder.email, since)).toHaveLength(1);
    expect(await t.database.prisma.authToken.count({ where: { kind: 'CHANGE_EMAIL', email: holder.email } })).toBe(0);
  });

  it('does not sign in whoever follows the link to a new address', async () => {
    const mover = t.client();
    await registerVerified(mover, t.mail);
    const newEmail = uniqueEmail('typo');
    const since = t.mail.received.length;
    await mover.data(emailChangeMutation, { email: newEmail });
    const token = linkIn(await t.mail.waitFor(newEmail, /new email/i, { since }), '/verify').searchParams.get('token');
    const stranger = t.client();
    const { verifyEmail } = await stranger.data(`mutation($token: String!) { verifyEmail(input: { token: $token }) { __typename ... on VerifyEmailPayload { signedIn } } }`, { token });
    expect(verifyEmail).toEqual({ __typename: 'VerifyEmailPayload', signedIn: false });
    expect(stranger.lastSetCookie).toEqual([]);
  });

  it('cannot flood one address', async () => {
    const target = uniqueEmail('target');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const mover = t.client();
      await registerVerified(mover, t.mail);
      answers.push((await mover.data(emailChangeMutation, { email: target })).requestEmailChange.__typename);
    }
    expect(answers).toEqual([...Array(5).fill('RequestEmailChangePayload'), 'RateLimitedError']);
  });
});

describe('signed-out requests', () => {
  it('cannot flood one address with password resets or sign-up notices, from any number of clients', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const resets = [];
    for (let attempt = 0; attempt < 6; attempt += 1) resets.push((await t.client().data(requestResetMutation, { email })).requestPasswordReset.__typename);
    expect(resets).toEqual([...Array(5).fill('RequestPasswordResetPayload'), 'RateLimitedError']);

    const signUps = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      signUps.push((await t.client().data(registerMutation, { input: { name: 'Again', email, password: 'another passphrase' } })).register.__typename);
    }
    // The account's own sign-up spent the first of the five.
    expect(signUps).toEqual([...Array(4).fill('RegisterPayload'), 'RateLimitedError', 'RateLimitedError']);
  });

  it('cannot be sent without limit from one address', async () => {
    const client = t.client();
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1) answers.push((await client.data(requestResetMutation, { email: uniqueEmail('spray') })).requestPasswordReset.__typename);
    expect(answers.filter((name) => name === 'RequestPasswordResetPayload')).toHaveLength(30);
    expect(answers[30]).toBe('RateLimitedError');
  });
});
