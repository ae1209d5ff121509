import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { documents, pages, type DocumentEntry, type PageEntry } from 'virtual:parley-content';
import type { PageKey } from '../../../prerender/content-schema';
import { NotFoundPage } from './NotFoundPage';
import { notFoundHead, type PageHead, type PublicRouteHandle } from './pageHead';

/**
 * A page whose code and text download only when it is visited: the route's `lazy` brings both, and its
 * head is known up front from the content index (so the build can write it and navigation can swap it).
 */
function lazyPage<Props extends object>(path: string, handle: PublicRouteHandle, component: () => Promise<ComponentType<Props>>, props: () => Promise<Props>): RouteObject {
  const lazy = async () => {
    const [Page, resolved] = await Promise.all([component(), props()]);
    return { Component: () => <Page {...resolved} /> };
  };
  return path === '/' ? { index: true, handle, lazy } : { path: path.slice(1), handle, lazy };
}

function page<Key extends PageKey>(key: Key, component: () => Promise<ComponentType<{ content: Awaited<ReturnType<PageEntry<Key>['load']>> }>>) {
  const entry = pages[key] as PageEntry<Key>;
  const handle = { head: { title: entry.title, description: entry.description, path: entry.path } };
  return lazyPage(entry.path, handle, component, async () => ({ content: await entry.load() }));
}

function document(entry: DocumentEntry) {
  const head: PageHead = {
    title: entry.title,
    description: entry.description,
    path: entry.path,
    type: 'article',
    publishedAt: entry.kind === 'post' ? entry.date : undefined,
  };
  return lazyPage(entry.path, { head }, () => import('./ArticlePage').then((module) => module.ArticlePage), async () => ({ document: entry, content: await entry.load() }));
}

const legalPage = () => import('./LegalPage').then((module) => module.LegalPage);

/** The public site under PublicLayout; every path here but `*` is prerendered by the build. */
export const publicRoutes: RouteObject[] = [
  page('home', () => import('./home/HomePage').then((module) => module.HomePage)),
  page('integrations', () => import('./IntegrationsPage').then((module) => module.IntegrationsPage)),
  page('blog', () => import('./BlogPage').then((module) => module.BlogPage)),
  page('comparisons', () => import('./ComparisonsPage').then((module) => module.ComparisonsPage)),
  page('resources', () => import('./ResourcesPage').then((module) => module.ResourcesPage)),
  ...documents.map(document),
  page('support', () => import('./support/SupportPage').then((module) => module.SupportPage)),
  page('privacy', legalPage),
  page('terms', legalPage),
  page('subprocessors', legalPage),
  { path: '*', handle: { head: notFoundHead } satisfies PublicRouteHandle, Component: NotFoundPage },
];

/** Every public page's path, for the prerender and the sitemap. */
export const publicPaths: string[] = [...Object.values(pages).map((entry) => entry.path), ...documents.map((entry) => entry.path)];
