import { readContent, siteSettings } from './content';

/**
 * What `virtual:parley-content` exports, for Jest (which has no Vite plugins): the same content, read and
 * rendered by the same code, with every `load()` answering from memory.
 */
const content = readContent();

export const site = siteSettings();
export const pages = Object.fromEntries(content.pages.map((page) => [page.key, { ...page.summary, load: async () => page.loaded }]));
export const documents = content.documents.map((document) => ({ ...document.summary, load: async () => document.loaded }));
