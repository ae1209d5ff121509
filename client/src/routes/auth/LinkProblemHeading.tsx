import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';

/** The top of a page opened from an emailed link that no longer works: what happened, before the way to a new link. */
export function LinkProblemHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <div className="flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <AlertIcon className="size-6" />
      </div>
      <h1 className="mt-5 text-[22px] font-semibold tracking-tight text-gray-950">{title}</h1>
      <p className="mt-2 mb-6 text-sm text-gray-600">{children}</p>
    </>
  );
}
