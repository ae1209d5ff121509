import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, registerVerified } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = `mutation($input: UpdateNotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) {
    __typename
    ... on UpdateNotificationPreferencesPayload { membership { id notificationPreferences { browser sound emailMentions unansweredEmailMinutes } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const own = `query { viewer { memberships { organization { id } notificationPreferences { browser sound emailMentions unansweredEmailMinutes } } } }`;

async function preferencesIn(client: ReturnType<TestApp['client']>, organizationId: string) {
  const { viewer } = await client.data(own);
  return viewer.memberships.find((membership: any) => membership.organization.id === organizationId).notificationPreferences;
}

/** A verified operator who joins the organization as an agent. */
async function teammate(organizationId: string) {
  const client = t.client();
  const { userId } = await registerVerified(client, t.mail, 'Tess Teammate');
  await t.database.prisma.membership.create({ data: { userId: databaseId(userId), organizationId: databaseId(organizationId), role: 'AGENT' } });
  return client;
}

describe('notification preferences', () => {
  it('start on, with the unanswered email after 30 minutes, and change one at a time', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    expect(await preferencesIn(operator, organizationId)).toEqual({ browser: true, sound: true, emailMentions: true, unansweredEmailMinutes: 30 });

    const muted = await operator.data(update, { input: { organizationId, notifySound: false } });
    expect(muted.updateNotificationPreferences.membership.notificationPreferences).toEqual({ browser: true, sound: false, emailMentions: true, unansweredEmailMinutes: 30 });

    await operator.data(update, { input: { organizationId, notifyBrowser: false, notifyEmailMentions: false, unansweredEmailMinutes: 120 } });
    expect(await preferencesIn(operator, organizationId)).toEqual({ browser: false, sound: false, emailMentions: false, unansweredEmailMinutes: 120 });

    await operator.data(update, { input: { organizationId, unansweredEmailMinutes: null } });
    expect(await preferencesIn(operator, organizationId)).toEqual({ browser: false, sound: false, emailMentions: false, unansweredEmailMinutes: null });
  });

  it('refuses a delay that is not on the list and changes nothing', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    for (const minutes of [7, 0, -5, 100_000]) {
      const { updateNotificationPreferences } = await operator.data(update, { input: { organizationId, notifySound: false, unansweredEmailMinutes: minutes } });
      expect(updateNotificationPreferences.__typename).toBe('ValidationError');
      expect(updateNotificationPreferences.fieldErrors).toEqual([{ field: 'unansweredEmailMinutes', message: 'Choose 5, 15, 30, 60, 120 minutes, or off.' }]);
    }
    expect(await preferencesIn(operator, organizationId)).toEqual({ browser: true, sound: true, emailMentions: true, unansweredEmailMinutes: 30 });
  });

  it("are the operator's own: teammates see none of them, and each changes only their own", async () => {
    const owner = t.client();
    const { organizationId, userId: ownerId } = await ownerWithOrganization(owner, t.mail);
    const agent = await teammate(organizationId);
    await agent.data(update, { input: { organizationId, unansweredEmailMinutes: 5 } });

    const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { user { id } notificationPreferences { unansweredEmailMinutes } } } } }`, { id: organizationId });
    expect(node.members).toEqual([
      { user: { id: ownerId }, notificationPreferences: { unansweredEmailMinutes: 30 } },
      { user: { id: expect.any(String) }, notificationPreferences: null },
    ]);
    expect(await preferencesIn(agent, organizationId)).toMatchObject({ unansweredEmailMinutes: 5 });
    expect(await preferencesIn(owner, organizationId)).toMatchObject({ unansweredEmailMinutes: 30 });
  });

  it('are per organization, and another organization refuses the change', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const stranger = t.client();
    const { organizationId: elsewhere } = await ownerWithOrganization(stranger, t.mail, 'Elsewhere');

    const { updateNotificationPreferences } = await operator.data(update, { input: { organizationId: elsewhere, notifyBrowser: false } });
    expect(updateNotificationPreferences.__typename).toBe('NotAuthorizedError');
    expect(await preferencesIn(stranger, elsewhere)).toEqual({ browser: true, sound: true, emailMentions: true, unansweredEmailMinutes: 30 });
    expect(await preferencesIn(operator, organizationId)).toMatchObject({ browser: true });

    const signedOut = await t.client().data(update, { input: { organizationId, notifyBrowser: false } });
    expect(signedOut.updateNotificationPreferences.__typename).toBe('NotAuthorizedError');
  });
});
