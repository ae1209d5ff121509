/** Help-center pages that share the article namespace under /help/<organization>/. */
const reservedSlugs = new Set(['search']);

/** An article title as a help-center address: "Refunds & returns?" → "refunds-returns". */
export function articleSlugFrom(title: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'article';
  return reservedSlugs.has(slug) ? `${slug}-article` : slug;
}

export function isReservedSlug(slug: string): boolean {
  return reservedSlugs.has(slug);
}
