import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readContent } from '../../../client/prerender/content';
import { registerVerified, uniqueEmail } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { siteOrganizationSlug } from './site-organization';

// Starting the app runs the migrations, which can take a while on a busy machine.
jest.setTimeout(60_000);

const builtShell = path.resolve(__dirname, '../../../dist/client/app.html');
const publicUrl = 'https://chat.example.net';
const content = readContent();
const home = content.pages.find((page) => page.key === 'home')!.loaded.data as { headline: string };
/** Every page of the marketing site but its home, which an install without the site sends elsewhere. */
const sitePaths = [...content.pages.map((page) => page.summary.path), ...content.documents.map((document) => document.summary.path)].filter((pathname) => pathname !== '/');
const offMarker = '<meta name="parley:public-site" content="off">';
const listedOwner = uniqueEmail('site-owner');

let t: TestApp;
beforeAll(async () => {
  if (!fs.existsSync(builtShell)) throw new Error('dist/client is missing: run `npm run build` first.');
  t = await startTestApp({ listen: true, env: { PUBLIC_URL: publicUrl, PUBLIC_SITE: 'off', HOME_HELP_CENTER: 'acme', SITE_OWNER_EMAILS: listedOwner } });
});
afterAll(async () => {
  await t?.close();
});

const get = (pathname: string, init: RequestInit = {}) => fetch(`${t.app.url()}${pathname}`, { redirect: 'manual', ...init });

function helpCenter(slug: string, helpCenterEnabled: boolean) {
  return t.database.prisma.organization.upsert({
    where: { slug },
    create: { slug, name: `${slug} Inc.`, helpCenterEnabled },
    update: { helpCenterEnabled },
  });
}

describe('an install with PUBLIC_SITE=off', () => {
  it('creates no site organization and no site widget, and offers no support form', async () => {
    expect(await t.database.prisma.organization.count({ where: { slug: siteOrganizationSlug } })).toBe(0);
    expect(await t.database.prisma.widget.count({ where: { clientId: 'parley-demo' } })).toBe(0);
    const { submitSupportRequest } = await t.client().data(
      `mutation($input: SubmitSupportRequestInput!) { submitSupportRequest(input: $input) { __typename ... on Error { message } } }`,
      { input: { name: 'Ada', email: 'ada@example.com', message: 'Hello?' } },
    );
    expect(submitSupportRequest).toEqual({ __typename: 'NotFoundError', message: 'This install has no public site, so no support form.' });
    expect(await t.database.prisma.thread.count()).toBe(0);
  });

  it('makes nobody listed in SITE_OWNER_EMAILS an owner of a site organization left from an earlier start', async () => {
    await t.database.prisma.organization.create({ data: { slug: siteOrganizationSlug, name: 'Parley' } });
    const listed = t.client();
    await registerVerified(listed, t.mail, 'Site Owner', listedOwner);
    expect((await listed.data(`{ viewer { memberships { role } } }`)).viewer.memberships).toEqual([]);
  });

  it('sends / to sign-in, or to the HOME_HELP_CENTER help center while it is switched on', async () => {
    const signIn = await get('/');
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/login');

    await helpCenter('acme', true);
    const toHelp = await get('/');
    expect(toHelp.headers.get('location')).toBe('/help/acme');
    expect((await get('/help/acme')).status).toBe(200);

    await helpCenter('acme', false);
    expect((await get('/')).headers.get('location')).toBe('/login');
  });

  it.each(sitePaths)('answers the marketing page %s with a real 404', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toContain(home.headline);
    expect(html).not.toContain('rel="canonical"');
    // The app renders its own not-found screen, knowing there is no site to link to.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(offMarker);
  });

  it('serves the app, its assets, the widget and GraphQL as before, telling the app the site is off', async () => {
    for (const pathname of ['/login', '/register', '/reset', '/verify', '/onboarding', '/dashboard', '/dashboard/settings/widget']) {
      const response = await get(pathname, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(offMarker);
    }
    const shell = await (await get('/login')).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(shell)![1];
    expect((await get(script)).status).toBe(200);
    expect((await get('/favicon.svg')).status).toBe(200);
    expect((await get('/widget.js')).status).toBe(200);
    expect((await get('/widgets/any-widget')).status).toBe(200);
    expect(await t.client().data(`{ viewer { id } }`)).toEqual({ viewer: null });
  });

  it('lists only the help centers that are switched on in sitemap.xml, which robots.txt points to', async () => {
    await helpCenter('globex', true);
    await helpCenter('initech', false);
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const sitemaps = [...(await response.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(sitemaps).toEqual([`${publicUrl}/help/globex/sitemap.xml`]);
    expect((await get('/help/globex/sitemap.xml')).status).toBe(200);

    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  });
});
