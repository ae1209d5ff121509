import { useId } from 'react';
import { Button } from '../components/Button';
import { chooseConsent, useConsentPending } from './analytics';

/**
 * Asks public-site visitors whether Parley may measure their visit. Shown only when analytics is configured, the
 * visitor hasn't answered yet and their browser doesn't send Do-Not-Track; until they accept, nothing is measured.
 */
export function ConsentBanner() {
  const titleId = useId();
  if (!useConsentPending()) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-xl border border-gray-200 bg-white p-4 shadow-popover sm:inset-x-auto sm:left-4 sm:bottom-4"
    >
      <h2 id={titleId} className="text-sm font-semibold text-gray-950">
        Help us improve Parley
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        With your permission we measure which pages people visit, to make the site better. No ads, no selling data, and
        nothing you type is recorded.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => chooseConsent('granted')}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => chooseConsent('denied')}>
          Decline
        </Button>
      </div>
    </section>
  );
}
