import { Skeleton } from '../../../components/Skeleton';

/** The shape of a few conversation rows while the list loads. */
export function ThreadListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="divide-y divide-gray-100">
      <span className="sr-only">Loading conversations</span>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div key={row} className="flex gap-3 px-4 py-3.5">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-3.5 w-28" />
              <Skeleton className="h-3 w-8" />
            </div>
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
