import { Skeleton } from '../../../components/Skeleton';

/** The shape of a conversation while it loads: header, a few bubbles, the composer. */
export function ConversationSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex h-full flex-col">
      <span className="sr-only">Loading conversation</span>
      <div className="flex h-16 items-center gap-3 border-b border-gray-200 px-5">
        <Skeleton className="size-9 rounded-full" />
        <div className="space-y-1.5">
          <Skeleton className="h-4 w-36" />
          <Skeleton className="h-3 w-48" />
        </div>
      </div>
      <div className="flex-1 space-y-5 px-6 py-8">
        <Skeleton className="h-10 w-2/3 max-w-sm rounded-2xl" />
        <Skeleton className="ml-auto h-14 w-1/2 max-w-xs rounded-2xl" />
        <Skeleton className="h-10 w-1/2 max-w-sm rounded-2xl" />
      </div>
      <div className="px-5 pb-4">
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    </div>
  );
}
