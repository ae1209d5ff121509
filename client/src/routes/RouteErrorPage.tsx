import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/Button';
import { homePath } from '../lib/publicSite';
import { ErrorScreen } from '../telemetry/ErrorScreen';
import { useErrorReference } from '../telemetry/useErrorReference';
import { NotFoundPage } from './public/NotFoundPage';

function ReportedRouteError({ error }: { error: unknown }) {
  const reference = useErrorReference(error);
  return (
    <ErrorScreen
      reference={reference}
      secondaryAction={
        <ButtonLink to={homePath()} variant="secondary">
          Go home
        </ButtonLink>
      }
    />
  );
}

/** Shown when a screen fails to render or its data cannot load; a reload is usually all it takes. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ReportedRouteError error={error} />;
}
