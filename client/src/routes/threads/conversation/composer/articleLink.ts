/** An article as a markdown link to its page in the public help center, the way it is sent to a visitor. */
export function articleLink(article: { title: string; url: string }): string {
  // Brackets in a title would end the link text early.
  const title = article.title.replace(/[[\]]/g, '');
  return `[${title}](${article.url})`;
}
