/** The public site's content, rendered from content/ at build time by client/prerender/content-plugin.ts. */
declare module 'virtual:parley-content' {
  import type { DocumentSummary, LoadedDocument, LoadedPage, PageSummary, SiteSettings } from '../prerender/content';
  import type { PageKey } from '../prerender/content-schema';

  export type PageEntry<Key extends PageKey> = PageSummary & { load(): Promise<LoadedPage<Key>> };
  export type DocumentEntry = DocumentSummary & { load(): Promise<LoadedDocument> };

  export const site: SiteSettings;
  export const pages: { [Key in PageKey]: PageEntry<Key> };
  export const documents: DocumentEntry[];
}
