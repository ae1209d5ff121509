import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { ExternalLink } from '../../../components/ExternalLink';
import { CheckCircleIcon, ClockIcon } from '../../../components/icons';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { useNow } from '../../../lib/useNow';
import type { InstallCheck_widget$key } from './__generated__/InstallCheck_widget.graphql';
import type { InstallCheckRefetchQuery } from './__generated__/InstallCheckRefetchQuery.graphql';

const widgetFragment = graphql`
  fragment InstallCheck_widget on Widget @refetchable(queryName: "InstallCheckRefetchQuery") {
    enabled
    lastSeenOrigin
    lastSeenUrl
    lastSeenAt
  }
`;

/** Whether (and where) the widget has been seen loading on a website: proof the snippet is in place. */
export function InstallCheck({ widget: widgetKey }: { widget: InstallCheck_widget$key }) {
  const [widget, refetch] = useRefetchableFragment<InstallCheckRefetchQuery, InstallCheck_widget$key>(widgetFragment, widgetKey);
  const [checking, startChecking] = useTransition();
  const now = useNow(30_000);
  const checkAgain = () =>
    startChecking(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const seen = widget.lastSeenAt && widget.lastSeenOrigin;

  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-gray-200 bg-gray-50/60 p-4" aria-live="polite">
      <div className="flex min-w-0 items-start gap-3">
        {seen ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" /> : <ClockIcon className="mt-0.5 size-5 shrink-0 text-gray-500" />}
        <div className="min-w-0 text-sm">
          {seen ? (
            <>
              <p className="font-medium text-gray-900">
                Installed: last seen on <span className="font-mono text-[13px]">{widget.lastSeenOrigin}</span>{' '}
                <time dateTime={widget.lastSeenAt!} title={formatDateTime(widget.lastSeenAt!)}>
                  {relativeTime(widget.lastSeenAt!, now)}
                </time>
              </p>
              {widget.lastSeenUrl && (
                <p className="mt-0.5 truncate text-gray-600">
                  Page:{' '}
                  <ExternalLink href={widget.lastSeenUrl}>{widget.lastSeenUrl}</ExternalLink>
                </p>
              )}
            </>
          ) : (
            <>
              <p className="font-medium text-gray-900">Not seen yet</p>
              <p className="mt-0.5 text-gray-600">
                {widget.enabled
                  ? 'Add the snippet to your site and open a page with it; the widget reports in as it loads.'
                  : 'This widget is off. Turn it on in Settings → Widget, then open a page with the snippet.'}
              </p>
            </>
          )}
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={checkAgain} loading={checking}>
        Check again
      </Button>
    </div>
  );
}
