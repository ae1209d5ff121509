import { MailIcon, PlugIcon } from '../../../components/icons';

/**
 * Under a message written somewhere other than the chat: a visitor who answered one of our emails (they may not be
 * on the site), or a teammate who answered in the conversation's Slack thread (so nobody wonders why the dashboard
 * never showed them typing).
 */
export function ChannelMarker({ channel }: { channel: 'EMAIL' | 'SLACK' }) {
  if (channel === 'EMAIL') {
    return (
      <span className="inline-flex items-center gap-1" title="The visitor answered one of our emails; quoted text and signature were removed.">
        <MailIcon className="size-3.5" aria-hidden="true" />
        via email
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1" title="Written in this conversation's Slack thread.">
      <PlugIcon className="size-3.5" aria-hidden="true" />
      via Slack
    </span>
  );
}
