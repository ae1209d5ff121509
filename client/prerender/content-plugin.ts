import path from 'node:path';
import type { Plugin } from 'vite';
import { contentDirectory, readContent, siteSettings, type SiteContent, type SiteSettings } from './content';
import { sitePlaceholders } from './site-placeholders';

const indexId = 'virtual:parley-content';
const resolved = (id: string) => `\0${id}`;

/**
 * Turns content/ into modules at build time: `virtual:parley-content` lists every page and document (titles,
 * descriptions, dates: what lists and <head> need) plus the build's site settings, and each entry's `load()`
 * imports its rendered body from its own module, so a page downloads only its own text. A build carries the
 * settings' stand-ins (the server fills them in); the development server uses this machine's settings.
 */
export function contentPlugin(): Plugin {
  let content: SiteContent | undefined;
  let settings: SiteSettings = sitePlaceholders;
  const current = () => (content ??= readContent());

  const indexModule = () => {
    const { pages, documents } = current();
    const loader = (id: string) => `load: () => import(${JSON.stringify(`${indexId}/${id}`)}).then((module) => module.default)`;
    const pageEntries = pages.map((page) => `${JSON.stringify(page.key)}: { ...${JSON.stringify(page.summary)}, ${loader(`page/${page.key}`)} }`);
    const documentEntries = documents.map((document) => `{ ...${JSON.stringify(document.summary)}, ${loader(`document/${document.summary.slug}`)} }`);
    return [
      `export const site = ${JSON.stringify(settings)};`,
      `export const pages = {\n${pageEntries.join(',\n')}\n};`,
      `export const documents = [\n${documentEntries.join(',\n')}\n];`,
    ].join('\n');
  };

  const entryModule = (id: string) => {
    const [kind, name] = id.slice(indexId.length + 1).split('/');
    const entry =
      kind === 'page'
        ? current().pages.find((page) => page.key === name)?.loaded
        : current().documents.find((document) => document.summary.slug === name)?.loaded;
    if (!entry) throw new Error(`No content for ${id}`);
    return `export default ${JSON.stringify(entry)};`;
  };

  return {
    name: 'parley-content',
    config(_config, { command }) {
      settings = command === 'build' ? sitePlaceholders : siteSettings();
    },
    resolveId(id) {
      if (id === indexId || id.startsWith(`${indexId}/`)) return resolved(id);
    },
    load(id) {
      if (!id.startsWith(resolved(indexId))) return;
      const plain = id.slice(1);
      return plain === indexId ? indexModule() : entryModule(plain);
    },
    buildStart() {
      content = undefined;
    },
    configureServer(server) {
      // While developing, an edited markdown file reloads the page with the new text.
      server.watcher.add(contentDirectory);
      server.watcher.on('all', (_event, file) => {
        if (!path.resolve(file).startsWith(contentDirectory)) return;
        content = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(resolved(indexId))) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
