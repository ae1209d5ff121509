import { StarIcon } from '../../../components/icons';
import { cx } from '../../../components/cx';
import { formatDateTime, formatTime } from '../../../lib/dates';

export type SatisfactionRating = { readonly score: number; readonly comment: string | null | undefined; readonly submittedAt: string };

function RatingStars({ score, className }: { score: number; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={cx('size-3.5', star <= score ? 'text-amber-500' : 'text-gray-300')} />
      ))}
    </span>
  );
}

/** The visitor's rating, where it happened in the conversation: a card of its own, not a message. */
export function SatisfactionRatingCard({ rating }: { rating: SatisfactionRating }) {
  return (
    <li className="mt-5 flex justify-center px-4 sm:px-6">
      <figure className="w-full max-w-md rounded-xl border border-amber-200 bg-amber-50/60 px-4 py-3 text-sm">
        <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <RatingStars score={rating.score} />
          <span className="font-semibold text-gray-900">Rated {rating.score}/5</span>
          <span className="text-gray-600">by the visitor</span>
          <time dateTime={rating.submittedAt} title={formatDateTime(rating.submittedAt)} className="ml-auto text-xs text-gray-500">
            {formatTime(rating.submittedAt)}
          </time>
        </figcaption>
        {rating.comment && <blockquote className="mt-2 border-l-2 border-amber-300 pl-3 whitespace-pre-wrap text-gray-800">“{rating.comment}”</blockquote>}
      </figure>
    </li>
  );
}
