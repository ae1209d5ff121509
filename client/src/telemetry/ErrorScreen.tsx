import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { AlertIcon } from '../components/icons';
import { Logo } from '../components/Logo';

type ErrorScreenProps = {
  /** The error report's id, shown for people to quote to support; absent when reporting is off. */
  reference?: string;
  /** Beside "Try again", e.g. a link home where the router is available. */
  secondaryAction?: ReactNode;
};

/** What people see instead of a broken screen: what happened, what to do, and a reference for support. */
export function ErrorScreen({ reference, secondaryAction }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 text-center">
      <Logo />
      <div className="mt-10 flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <AlertIcon />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-gray-950">Something went wrong</h1>
      <p className="mt-2 max-w-md text-sm text-gray-600">
        This page could not be loaded. Check your connection and try again; if it keeps happening, let us know.
      </p>
      {reference && (
        <p className="mt-4 text-[13px] text-gray-600">
          Reference: <code className="rounded bg-white px-1.5 py-0.5 font-mono text-gray-800 ring-1 ring-gray-200 select-all">{reference}</code>
        </p>
      )}
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        {secondaryAction}
      </div>
    </div>
  );
}
