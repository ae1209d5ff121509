import { z } from 'zod';

/** Front matter every page and document must have: it becomes the page's title and meta description. */
const base = z.object({
  title: z.string().min(3).max(90),
  description: z.string().min(50).max(170, 'Keep meta descriptions under 170 characters so search results show them whole.'),
});

const isoDate = z.coerce.date().transform((date) => date.toISOString().slice(0, 10));

/** A date for people, e.g. "4 November 2026", made once at build time so server and browser render the same text. */
export const dateLabel = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const labelledDate = isoDate.transform((iso) => ({ iso, label: dateLabel(iso) }));

export const guideSchema = base.extend({
  kind: z.literal('guide'),
  updated: isoDate,
  /** Position in the list of guides. */
  order: z.number().int(),
});

export const postSchema = base.extend({
  kind: z.literal('post'),
  date: isoDate,
  author: z.string().min(2),
});

export const documentSchema = z.discriminatedUnion('kind', [guideSchema, postSchema]);

const iconName = z.enum(['chat', 'inbox', 'users', 'bolt', 'shield', 'code', 'plug', 'mail', 'clock', 'book', 'spark', 'devices', 'palette']);

export const pageSchemas = {
  home: base.extend({
    headline: z.string(),
    lead: z.string(),
    features: z.array(z.object({ icon: iconName, title: z.string(), text: z.string() })).min(3),
    selfHosted: z.string(),
  }),
  integrations: base.extend({
    integrations: z.array(z.object({ icon: iconName, name: z.string(), summary: z.string(), anchor: z.string() })).min(3),
  }),
  comparisons: base,
  support: base,
  privacy: base.extend({ updated: labelledDate }),
  terms: base.extend({ updated: labelledDate }),
  subprocessors: base.extend({ updated: labelledDate }),
  blog: base,
  resources: base,
};

export type PageKey = keyof typeof pageSchemas;
export type PageData<Key extends PageKey> = z.output<(typeof pageSchemas)[Key]>;
export type DocumentData = z.output<typeof documentSchema>;
export type IconName = z.output<typeof iconName>;
