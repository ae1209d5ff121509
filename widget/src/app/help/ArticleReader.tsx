import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { StatusMessage } from '../StatusMessage';
import { AlertIcon, NewMessageIcon } from '../icons';
import { locale, t } from '../i18n/translate';
import { commit } from '../relay/commit';
import { useRuntime } from '../runtime/RuntimeContext';
import { useStore } from '../store';
import type { WidgetOpenHelpArticleMutation, WidgetOpenHelpArticleMutation$data } from './__generated__/WidgetOpenHelpArticleMutation.graphql';
import { ArticleVote } from './ArticleVote';
import './article.css';

const openArticleMutation = graphql`
  mutation WidgetOpenHelpArticleMutation($input: OpenHelpArticleInput!) {
    openHelpArticle(input: $input) {
      __typename
      ... on OpenHelpArticlePayload {
        article {
          id
          title
          bodyHtml
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Article = NonNullable<WidgetOpenHelpArticleMutation$data['openHelpArticle']['article']>;
type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; article: Article };

type Props = { slug: string; onMessage(): void };

/**
 * One article inside the widget (opening it counts a view). The body is the server's safe rendering of the markdown:
 * raw HTML in an article arrives as text, and links open outside the chat.
 */
export default function ArticleReader({ slug, onMessage }: Props) {
  const { environment, session } = useRuntime();
  const sessionReady = useStore(session).status === 'ready';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Opening counts the visitor's view, so it waits for the session: the page may ask before it has started.
    if (!sessionReady) return;
    let current = true;
    commit<WidgetOpenHelpArticleMutation>(environment, { mutation: openArticleMutation, variables: { input: { slug, locale: locale() } } }).then(
      (response) => {
        if (!current) return;
        const result = response.openHelpArticle;
        setLoaded(result.__typename === 'OpenHelpArticlePayload' && result.article ? { status: 'ready', article: result.article } : { status: 'missing' });
      },
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [environment, slug, sessionReady]);

  // The reader replaces the list the visitor came from: the keyboard starts at the article's title.
  useEffect(() => {
    if (loaded.status === 'ready' && heading.current?.ownerDocument.hasFocus()) heading.current.focus();
  }, [loaded.status]);

  if (loaded.status === 'loading') return <StatusMessage icon={<span className="spinner" />} title={t('articleLoading')} live />;
  if (loaded.status !== 'ready') {
    return (
      <div className="article">
        <StatusMessage icon={<AlertIcon />} title={loaded.status === 'missing' ? t('articleUnavailable') : t('searchFailed')} />
        <StillNeedHelp onMessage={onMessage} />
      </div>
    );
  }
  return (
    <div className="article">
      <article className="article-body">
        <h2 ref={heading} className="article-title" tabIndex={-1}>
          {loaded.article.title}
        </h2>
        {/* Rendered by the server from markdown with raw HTML escaped: the only HTML the widget ever injects. */}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: loaded.article.bodyHtml }} />
      </article>
      <ArticleVote articleId={loaded.article.id} />
      <StillNeedHelp onMessage={onMessage} />
    </div>
  );
}

function StillNeedHelp({ onMessage }: { onMessage(): void }) {
  return (
    <section className="card still-need-help">
      <h3 className="card-title">{t('stillNeedHelp')}</h3>
      <button type="button" className="button button-block" onClick={onMessage}>
        <NewMessageIcon />
        {t('sendUsAMessage')}
      </button>
    </section>
  );
}
