import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/Button';
import { AlertIcon } from '../components/icons';
import { Logo } from '../components/Logo';
import { NotFoundPage } from './public/NotFoundPage';

/** Shown when a screen fails to render or its data cannot load; a reload is usually all it takes. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-4 text-center">
      <Logo />
      <div className="mt-10 flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <AlertIcon />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-gray-950">Something went wrong</h1>
      <p className="mt-2 max-w-md text-sm text-gray-600">
        This page could not be loaded. Check your connection and try again; if it keeps happening, let us know.
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <ButtonLink to="/" variant="secondary">
          Go home
        </ButtonLink>
      </div>
    </div>
  );
}
