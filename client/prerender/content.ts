import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { loadConfig } from '../../server/src/config';
import { dateLabel, documentSchema, pageSchemas, type DocumentData, type PageData, type PageKey } from './content-schema';
import { renderMarkdown, type RenderedMarkdown } from './markdown';

export const contentDirectory = path.resolve(__dirname, '../../content');

export type Body = Omit<RenderedMarkdown, 'words'>;
export type PageSummary = { path: string; title: string; description: string };
export type LoadedPage<Key extends PageKey> = { data: PageData<Key>; body: Body };
export type DocumentSummary = {
  slug: string;
  path: string;
  kind: DocumentData['kind'];
  title: string;
  description: string;
  /** Published (posts) or last updated (guides), as YYYY-MM-DD. */
  date: string;
  /** The same date for people, e.g. "4 November 2026". */
  dateLabel: string;
  readingMinutes: number;
  author: string | null;
};
export type LoadedDocument = { body: Body };

/** The install's settings the site shows: its address and the widget it embeds. */
export type SiteSettings = { publicUrl: string; widgetClientId: string };

type Page = { key: PageKey; summary: PageSummary; loaded: LoadedPage<PageKey> };
type Document = { summary: DocumentSummary; loaded: LoadedDocument };
export type SiteContent = { pages: Page[]; documents: Document[] };

export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const config = loadConfig(env);
  return { publicUrl: config.publicUrl, widgetClientId: config.siteWidgetClientId };
}

function parse<Schema extends z.ZodType>(file: string, schema: Schema): { data: z.output<Schema>; rendered: RenderedMarkdown } {
  const source = matter(fs.readFileSync(file, 'utf8'));
  const result = schema.safeParse(source.data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('\n');
    throw new Error(`${path.relative(process.cwd(), file)} has invalid front matter:\n${problems}`);
  }
  return { data: result.data, rendered: renderMarkdown(source.content) };
}

function bodyOf({ html, headings, intro, sections }: RenderedMarkdown): Body {
  return { html, headings, intro, sections };
}

function readPages(directory: string): Page[] {
  return (Object.keys(pageSchemas) as PageKey[]).map((key) => {
    const { data, rendered } = parse(path.join(directory, 'pages', `${key}.md`), pageSchemas[key]);
    return {
      key,
      summary: { path: key === 'home' ? '/' : `/${key}`, title: data.title, description: data.description },
      loaded: { data, body: bodyOf(rendered) },
    };
  });
}

function readDocuments(directory: string): Document[] {
  const documents = ['guides', 'blog'].flatMap((folder) =>
    fs
      .readdirSync(path.join(directory, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => {
        const slug = name.replace(/\.md$/, '');
        const { data, rendered } = parse(path.join(directory, folder, name), documentSchema);
        const date = data.kind === 'post' ? data.date : data.updated;
        const summary: DocumentSummary = {
          slug,
          path: `/resources/${slug}`,
          kind: data.kind,
          title: data.title,
          description: data.description,
          date,
          dateLabel: dateLabel(date),
          readingMinutes: Math.max(1, Math.round(rendered.words / 220)),
          author: data.kind === 'post' ? data.author : null,
        };
        return { summary, loaded: { body: bodyOf(rendered) }, order: data.kind === 'guide' ? data.order : 0 };
      }),
  );
  const slugs = documents.map((document) => document.summary.slug);
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) throw new Error(`Two documents in content/ are both named ${duplicate}.md: /resources/${duplicate} must be unique.`);
  // Guides in their set order, then posts newest first.
  return documents
    .sort((a, b) => (a.summary.kind === b.summary.kind ? (a.summary.kind === 'guide' ? a.order - b.order : b.summary.date.localeCompare(a.summary.date)) : a.summary.kind === 'guide' ? -1 : 1))
    .map(({ summary, loaded }) => ({ summary, loaded }));
}

/** Every page and document under content/, validated and rendered. Throws with the file and field at fault. */
export function readContent(directory = contentDirectory): SiteContent {
  return { pages: readPages(directory), documents: readDocuments(directory) };
}
