import { useState } from 'react';
import { graphql } from 'react-relay';
import { t } from '../i18n/translate';
import { commit } from '../relay/commit';
import { useRuntime } from '../runtime/RuntimeContext';
import type { WidgetVoteHelpArticleMutation } from './__generated__/WidgetVoteHelpArticleMutation.graphql';

const voteMutation = graphql`
  mutation WidgetVoteHelpArticleMutation($input: VoteHelpArticleInput!) {
    voteHelpArticle(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type State = 'asking' | 'sending' | 'thanked' | 'failed';

/** "Was this helpful?": one answer per opening of the article; a failed one can be given again. */
export function ArticleVote({ articleId }: { articleId: string }) {
  const { environment } = useRuntime();
  const [state, setState] = useState<State>('asking');

  const vote = async (helpful: boolean) => {
    setState('sending');
    try {
      const response = await commit<WidgetVoteHelpArticleMutation>(environment, { mutation: voteMutation, variables: { input: { articleId, helpful } } });
      setState(response.voteHelpArticle.__typename === 'VoteHelpArticlePayload' ? 'thanked' : 'failed');
    } catch {
      setState('failed');
    }
  };

  if (state === 'thanked') {
    return (
      <p className="article-vote" role="status">
        {t('voteThanks')}
      </p>
    );
  }
  return (
    <div className="article-vote" role="group" aria-labelledby={`vote-${articleId}`}>
      <span id={`vote-${articleId}`}>{t('wasThisHelpful')}</span>
      <button type="button" className="vote-button" disabled={state === 'sending'} onClick={() => void vote(true)}>
        {t('helpfulYes')}
      </button>
      <button type="button" className="vote-button" disabled={state === 'sending'} onClick={() => void vote(false)}>
        {t('helpfulNo')}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('voteFailed')}
        </p>
      )}
    </div>
  );
}
