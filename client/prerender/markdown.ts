import { Marked, Renderer, type Token, type Tokens } from 'marked';

export type Heading = { id: string; text: string; depth: number };
export type Section = { id: string; title: string; html: string };
export type RenderedMarkdown = {
  html: string;
  /** h2 and h3, in order, with the ids their elements carry: a page's table of contents. */
  headings: Heading[];
  /** The body cut at each h2: what comes before the first one (`intro`) and one section per h2. */
  intro: string;
  sections: Section[];
  words: number;
};

const allowedHref = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&[#\w]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export type MarkdownOptions = {
  /** Text written by customers (knowledge-base articles): their external links get `nofollow` too. */
  userContent?: boolean;
};

/**
 * Markdown to HTML: the repository's content/ folder at build time, and knowledge-base articles on the server.
 * Everything is rendered as if it were hostile: raw HTML is shown as text, and links and images only go to
 * http(s), mailto, same-site paths and anchors.
 */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const externalRel = options.userContent ? 'noopener nofollow' : 'noopener';
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slug(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
  const headings: Heading[] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = uniqueId(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!allowedHref.test(href)) return inner;
        const external = /^https?:\/\//i.test(href);
        return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ` rel="${externalRel}"` : ''}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!allowedHref.test(href)) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
      },
      code({ text, lang }: Tokens.Code) {
        // Long lines scroll sideways; keyboard users must be able to reach the scrollbar too.
        const language = /^\S+/.exec(lang ?? '')?.[0];
        return `<pre tabindex="0"><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${escapeHtml(text)}</code></pre>\n`;
      },
      table(token: Tokens.Table) {
        // Wide comparison tables scroll sideways on small screens instead of squeezing their columns.
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });

  const tokens = marked.lexer(source);
  const parts: { heading: Tokens.Heading | null; tokens: Token[] }[] = [{ heading: null, tokens: [] }];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) parts.push({ heading: token as Tokens.Heading, tokens: [] });
    else parts.at(-1)!.tokens.push(token);
  }
  const render = (list: Token[]) => marked.parser(Object.assign(list, { links: tokens.links }));
  const intro = render(parts[0].tokens);
  const sections = parts.slice(1).map(({ heading, tokens: body }) => {
    const headingHtml = render([heading!]);
    const [, id, title] = /<h2 id="([^"]+)">([\s\S]*)<\/h2>/.exec(headingHtml)!;
    return { id, title, html: render(body), headingHtml };
  });
  return {
    html: intro + sections.map((section) => section.headingHtml + section.html).join(''),
    headings,
    intro,
    sections: sections.map(({ id, title, html }) => ({ id, title, html })),
    words: source.split(/\s+/).filter(Boolean).length,
  };
}
