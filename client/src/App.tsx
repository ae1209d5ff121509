import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { Spinner } from './components/Spinner';
import { ToastProvider } from './components/Toast';
import { ErrorBoundary } from './telemetry/ErrorBoundary';

type AppProps = { environment: IEnvironment; router: ReturnType<typeof createBrowserRouter> };

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-indigo-600">
      <Spinner className="size-6" label="Loading Parley" />
    </div>
  );
}

/** The providers every screen relies on; tests render the same tree with a mock environment and a memory router. */
export function App({ environment, router }: AppProps) {
  return (
    <ErrorBoundary>
      <RelayEnvironmentProvider environment={environment}>
        <ToastProvider>
          <Suspense fallback={<FullPageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </ToastProvider>
      </RelayEnvironmentProvider>
    </ErrorBoundary>
  );
}
