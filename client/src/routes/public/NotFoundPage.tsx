import { ButtonLink } from '../../components/Button';
import { isPublicSiteOn } from '../../lib/publicSite';
import { notFoundMarker } from '../../telemetry/pageMarker';

export function NotFoundPage() {
  const publicSite = isPublicSiteOn();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <meta name={notFoundMarker.name} content={notFoundMarker.content} />
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-gray-950 sm:text-4xl">We could not find that page</h1>
      <p className="mt-4 text-base text-gray-600">
        The link may be broken, or the page may have moved. Check the address, or {publicSite ? 'start again from the home page' : 'go back to your dashboard'}.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {publicSite ? (
          <>
            <ButtonLink to="/">Back to home</ButtonLink>
            <ButtonLink to="/resources" variant="secondary">
              Browse resources
            </ButtonLink>
            <ButtonLink to="/support" variant="secondary">
              Contact support
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/dashboard">Go to the dashboard</ButtonLink>
        )}
      </div>
    </div>
  );
}
