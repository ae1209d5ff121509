import { useId, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { t } from '../i18n/translate';
import { StarIcon } from '../icons';
import type { MessageKey } from '../i18n/messages';
import { commit } from '../relay/commit';
import { useRuntime } from '../runtime/RuntimeContext';
import { withErrorReport } from '../telemetry/withErrorReport';
import type { WidgetSubmitRatingMutation } from './__generated__/WidgetSubmitRatingMutation.graphql';

const submitRatingMutation = graphql`
  mutation WidgetSubmitRatingMutation($input: SubmitThreadRatingInput!) {
    submitThreadRating(input: $input) {
      __typename
      ... on SubmitThreadRatingPayload {
        thread {
          ...WidgetThreadFields @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const scores = [1, 2, 3, 4, 5] as const;

const scoreLabel = (score: number) => t(`ratingScore${score}` as MessageKey);

type Props = { threadId: string; rating: { readonly score: number } | null | undefined };

/**
 * Shown once the team closes the conversation: the visitor picks one to five stars (a radio group, so arrow keys move
 * between them) and may add a comment. After sending, or when the conversation was rated before, it says thanks.
 */
export function RatingPrompt({ threadId, rating }: Props) {
  const { environment } = useRuntime();
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (rating) {
    return (
      <section className="rating rating-done" aria-live="polite">
        <p className="rating-title">{t('ratingThanks')}</p>
        <p className="rating-note">{t('ratingGiven', { score: String(rating.score) })}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) return;
    setSending(true);
    setFailed(false);
    try {
      const response = await commit<WidgetSubmitRatingMutation>(environment, { mutation: submitRatingMutation, variables: { input: { threadId, rating: score, comment } } });
      // Refused means rated already (another tab): the thread's fresh state shows the thanks.
      if (response.submitThreadRating.__typename !== 'SubmitThreadRatingPayload') setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="rating" onSubmit={withErrorReport(submit)} aria-labelledby={`${id}-question`}>
      <fieldset className="rating-scores">
        <legend id={`${id}-question`} className="rating-title">
          {t('ratingQuestion')}
        </legend>
        <div className="rating-stars">
          {scores.map((option) => (
            <label key={option} className={score !== null && option <= score ? 'rating-star rating-star-on' : 'rating-star'} title={scoreLabel(option)}>
              <input
                type="radio"
                name={`${id}-score`}
                value={option}
                checked={score === option}
                onChange={() => setScore(option)}
                aria-label={t('ratingOption', { label: scoreLabel(option), score: String(option) })}
              />
              <StarIcon />
            </label>
          ))}
        </div>
        <p className="rating-note" aria-hidden="true">
          {score ? scoreLabel(score) : '\u00a0'}
        </p>
      </fieldset>
      {score !== null && (
        <>
          <label htmlFor={`${id}-comment`} className="rating-label">
            {t('ratingComment')}
          </label>
          <textarea id={`${id}-comment`} className="rating-comment" rows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
        </>
      )}
      {failed && (
        <p className="rating-error" role="alert">
          {t('ratingFailed')}
        </p>
      )}
      <button type="submit" className="button button-block" disabled={score === null || sending}>
        {t('ratingSubmit')}
      </button>
    </form>
  );
}
