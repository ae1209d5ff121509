import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../../client/prerender/markdown';
import { helpCenterUrl } from '../knowledge/help-center-urls';
import type { Services } from '../services';

/** The two addresses an install without its public site (PUBLIC_SITE=off) still answers itself. */
export const withoutPublicSitePaths = new Set(['/', '/sitemap.xml']);

/**
 * `/` leads to the help center named by HOME_HELP_CENTER while it is switched on, otherwise to sign-in;
 * `/sitemap.xml` indexes the sitemaps of the help centers that are switched on, the only public pages left.
 */
export function createWithoutPublicSiteHandler(services: Services, reportUnexpected: (error: unknown) => void) {
  const { prisma } = services.db;
  const { config } = services;

  async function home(response: ServerResponse) {
    const slug = config.homeHelpCenter;
    const helpCenter = slug ? await prisma.organization.findFirst({ where: { slug, helpCenterEnabled: true }, select: { slug: true } }) : null;
    // Temporary: the help center can be switched off, and the answer must follow it.
    response.writeHead(302, { location: helpCenter ? new URL(helpCenterUrl(config, helpCenter.slug)).pathname : '/login', 'cache-control': 'no-cache' });
    response.end();
  }

  async function sitemapIndex(response: ServerResponse) {
    const helpCenters = await prisma.organization.findMany({ where: { helpCenterEnabled: true }, orderBy: { slug: 'asc' }, select: { slug: true } });
    const entries = helpCenters.map(({ slug }) => `<sitemap><loc>${escapeHtml(`${helpCenterUrl(config, slug)}/sitemap.xml`)}</loc></sitemap>`);
    response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`);
  }

  return (response: ServerResponse, pathname: string) =>
    (pathname === '/' ? home(response) : sitemapIndex(response)).catch((error: unknown) => {
      reportUnexpected(error);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Something went wrong.');
      } else response.end();
    });
}
