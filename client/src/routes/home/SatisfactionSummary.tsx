import { StarIcon } from '../../components/icons';
import { formatRating } from './formatFigures';

type Satisfaction = {
  readonly responses: number;
  readonly average: number | null | undefined;
  readonly distribution: readonly { readonly rating: number; readonly count: number }[];
  readonly latestComments: readonly { readonly rating: number; readonly comment: string; readonly submittedAt: string }[];
};

/** Average rating, how the ratings spread (bars with their counts written out) and the latest comments. */
export function SatisfactionSummary({ satisfaction }: { satisfaction: Satisfaction }) {
  if (satisfaction.responses === 0) return <p className="text-sm text-gray-600">No ratings in this period. Visitors are asked to rate a conversation when it is closed.</p>;
  const highest = Math.max(1, ...satisfaction.distribution.map((entry) => entry.count));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold text-gray-950">{formatRating(satisfaction.average)}</span>
          <span className="text-sm text-gray-600">out of 5, from {satisfaction.responses} {satisfaction.responses === 1 ? 'rating' : 'ratings'}</span>
        </p>
        <ul className="mt-4 space-y-1.5" aria-label="Ratings by score">
          {[...satisfaction.distribution].reverse().map((entry) => (
            <li key={entry.rating} className="flex items-center gap-2 text-sm">
              <span className="flex w-8 items-center gap-0.5 text-gray-700">{entry.rating}<StarIcon className="size-3.5 text-amber-500" aria-hidden="true" /></span>
              <span className="h-2 flex-1 rounded-full bg-gray-100">
                <span className="block h-2 rounded-full bg-amber-400" style={{ width: `${(100 * entry.count) / highest}%` }} />
              </span>
              <span className="w-8 text-right tabular-nums text-gray-700">{entry.count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-medium text-gray-900">Latest comments</h3>
        {satisfaction.latestComments.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No comments yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {satisfaction.latestComments.map((comment) => (
              <li key={comment.submittedAt + comment.comment} className="rounded-lg bg-gray-50 px-3 py-2 text-sm">
                <p className="text-gray-900">“{comment.comment}”</p>
                <p className="mt-1 text-xs text-gray-600">
                  {comment.rating} / 5 · {new Date(comment.submittedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
