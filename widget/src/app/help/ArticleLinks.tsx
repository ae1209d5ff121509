import { ArticleIcon } from '../icons';
import type { HelpArticleSummary } from './useHelpArticles';

type Props = {
  articles: readonly HelpArticleSummary[];
  onOpen(slug: string): void;
  /** A search's results show where they matched; the popular list shows each article's excerpt. */
  showSnippets: boolean;
};

/** Articles as buttons that open them in the widget, with the words that matched highlighted. */
export function ArticleLinks({ articles, onOpen, showSnippets }: Props) {
  return (
    <ul className="article-links">
      {articles.map((article) => (
        <li key={article.id}>
          <button type="button" className="article-link" onClick={() => onOpen(article.slug)}>
            <ArticleIcon />
            <span className="article-link-text">
              <span className="article-link-title">{article.title}</span>
              <Snippet article={article} showSnippet={showSnippets} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Plain text with `<mark>` around the matched words: the server splits it into parts, nothing here is HTML. */
function Snippet({ article, showSnippet }: { article: HelpArticleSummary; showSnippet: boolean }) {
  const parts = showSnippet ? article.snippet : [];
  if (parts.length === 0) return article.excerpt ? <span className="article-link-snippet">{article.excerpt}</span> : null;
  return (
    <span className="article-link-snippet">
      {parts.map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
