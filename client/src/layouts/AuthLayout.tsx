import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Skeleton } from '../components/Skeleton';
import { Logo } from '../components/Logo';
import { homePath, isPublicSiteOn } from '../lib/publicSite';

function AuthCardSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">Loading</span>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/** Sign-in, sign-up, reset and verify: one calm centred card, nothing else competing for attention. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col items-center bg-gray-50 px-4 py-10 sm:py-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-indigo-50 to-transparent" />
      <header className="relative">
        <Link to={homePath()} aria-label="Parley home" className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
          <Logo />
        </Link>
      </header>
      <main className="relative mt-8 w-full max-w-[420px]">
        <div className="rounded-2xl border border-gray-200 bg-white px-6 py-8 shadow-card sm:px-8">
          <Suspense fallback={<AuthCardSkeleton />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {isPublicSiteOn() && (
        <footer className="relative mt-8 flex gap-4 text-[13px] text-gray-600">
          <Link to="/privacy" className="hover:text-gray-900">
            Privacy
          </Link>
          <Link to="/terms" className="hover:text-gray-900">
            Terms
          </Link>
          <Link to="/support" className="hover:text-gray-900">
            Help
          </Link>
        </footer>
      )}
    </div>
  );
}
