import { useId, useState } from 'react';
import { SearchIcon } from '../icons';
import { t } from '../i18n/translate';
import { ArticleLinks } from './ArticleLinks';
import { useHelpArticles } from './useHelpArticles';
import './help.css';

type Props = {
  /** Set by `Parley('search', …)`: the field starts with it. */
  initialQuery?: string;
  onOpenArticle(slug: string): void;
};

/** On the home screen: a search over the help articles as the visitor types, and the most viewed ones before that. */
export function HelpSearch({ initialQuery = '', onOpenArticle }: Props) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [submitted, setSubmitted] = useState(0);
  const results = useHelpArticles(query, { enabled: true, first: 5, popularWhenEmpty: true, submitted });
  const searching = query.trim() !== '';

  return (
    <section className="card help-search" aria-labelledby={`${id}-title`}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) setSubmitted((count) => count + 1);
        }}
      >
        <label id={`${id}-title`} htmlFor={`${id}-input`} className="card-title">
          {t('searchHelp')}
        </label>
        <div className="search-field">
          <SearchIcon />
          <input
            id={`${id}-input`}
            type="search"
            className="search-input"
            placeholder={t('searchPlaceholder')}
            value={query}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setSubmitted(0);
            }}
          />
        </div>
      </form>
      <div aria-live="polite" aria-busy={results.status === 'loading'}>
        {results.status === 'error' && <p className="search-note">{t('searchFailed')}</p>}
        {results.status === 'loading' && results.articles.length === 0 && <p className="search-note">{t('searching')}</p>}
        {results.status === 'done' && searching && results.articles.length === 0 && <p className="search-note">{t('noArticlesFound', { query: results.query })}</p>}
        {results.articles.length > 0 && (
          <>
            <h3 className="section-label">{searching ? t('searchResults') : t('popularArticles')}</h3>
            <ArticleLinks articles={results.articles} onOpen={onOpenArticle} showSnippets={searching} />
          </>
        )}
      </div>
    </section>
  );
}
