import { t } from '../i18n/translate';
import { ArticleLinks } from './ArticleLinks';
import { useHelpArticles } from './useHelpArticles';
import './help.css';

/** Shorter than this, what the visitor typed says too little to search for. */
const minimumLength = 3;

type Props = { draft: string; enabled: boolean; onOpenArticle(slug: string): void };

/** Above the composer while the visitor writes a question: up to five articles that may already answer it. */
export function ArticleSuggestions({ draft, enabled, onOpenArticle }: Props) {
  const query = draft.trim().length >= minimumLength ? draft : '';
  const { articles } = useHelpArticles(query, { enabled, first: 5, popularWhenEmpty: false });
  if (articles.length === 0) return null;
  return (
    <section className="suggestions" aria-label={t('suggestedArticles')}>
      <p className="section-label" aria-hidden="true">
        {t('suggestedArticles')}
      </p>
      <ArticleLinks articles={articles} onOpen={onOpenArticle} showSnippets />
    </section>
  );
}
