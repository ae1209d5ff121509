import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestDatabase } from '../db/test-database';
import type { Database } from '../db/client';
import { registerVerified, uniqueEmail } from '../../test-support/accounts';
import { startTestApp } from '../../test-support/test-app';
import { siteOrganizationSlug } from './site-organization';

// Each test starts a whole app (migrations included) on the shared database, more than once.
jest.setTimeout(60_000);

const viewerOrganizations = `{ viewer { memberships { role organization { slug name } } } }`;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function siteState() {
  const organizations = await database.prisma.organization.findMany({ where: { slug: siteOrganizationSlug }, include: { widgets: true, memberships: { include: { user: true } } } });
  return organizations;
}

describe('the site organization', () => {
  const listedEmail = uniqueEmail('site-owner');
  const laterEmail = uniqueEmail('later-owner');

  it('is created on the first start with the demo widget, and a listed address that verifies becomes its owner', async () => {
    const t = await startTestApp({ database, env: { SITE_OWNER_EMAILS: ` ${listedEmail.toUpperCase()} ` } });
    try {
      const [site] = await siteState();
      expect(site).toMatchObject({ name: 'Parley', slug: 'parley', onboardingCompletedAt: expect.any(Date) });
      expect(site.widgets.map((widget) => widget.clientId)).toEqual(['parley-demo']);
      const publicView = await t.client().data(`{ publicWidget(clientId: "parley-demo") { organizationName } }`);
      expect(publicView.publicWidget).toEqual({ organizationName: 'Parley' });

      const owner = t.client();
      await registerVerified(owner, t.mail, 'Site Owner', listedEmail);
      expect((await owner.data(viewerOrganizations)).viewer.memberships).toEqual([{ role: 'OWNER', organization: { slug: 'parley', name: 'Parley' } }]);

      const stranger = t.client();
      await registerVerified(stranger, t.mail, 'Not Listed', laterEmail);
      expect((await stranger.data(viewerOrganizations)).viewer.memberships).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is left as it is by later starts, which add owners listed since', async () => {
    const t = await startTestApp({ database, env: { SITE_OWNER_EMAILS: `${listedEmail},${laterEmail}` } });
    try {
      const sites = await siteState();
      expect(sites).toHaveLength(1);
      expect(sites[0].widgets).toHaveLength(1);
      expect(await database.prisma.widget.count({ where: { clientId: 'parley-demo' } })).toBe(1);
      expect(sites[0].memberships.map((membership) => [membership.user.email, membership.role]).sort()).toEqual(
        [
          [listedEmail, 'OWNER'],
          [laterEmail, 'OWNER'],
        ].sort(),
      );
    } finally {
      await t.close();
    }
  });

  it('uses the configured client id for its widget', async () => {
    const t = await startTestApp({ database, env: { SITE_WIDGET_CLIENT_ID: 'acme-site-chat' } });
    try {
      const [site] = await siteState();
      expect(site.widgets.map((widget) => widget.clientId).sort()).toEqual(['acme-site-chat', 'parley-demo']);
    } finally {
      await t.close();
    }
  });
});
