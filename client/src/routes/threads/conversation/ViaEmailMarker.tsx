import { graphql, useFragment } from 'react-relay';
import { MailIcon } from '../../../components/icons';
import type { ViaEmailMarker_message$key } from './__generated__/ViaEmailMarker_message.graphql';

const fragment = graphql`
  fragment ViaEmailMarker_message on Message {
    channel
  }
`;

/** Under a message the visitor sent by answering one of our emails, so operators know they may not be on the site. */
export function ViaEmailMarker({ message }: { message: ViaEmailMarker_message$key }) {
  const { channel } = useFragment(fragment, message);
  if (channel !== 'EMAIL') return null;
  return (
    <span className="inline-flex items-center gap-1" title="The visitor answered one of our emails; quoted text and signature were removed.">
      <MailIcon className="size-3.5" aria-hidden="true" />
      via email
    </span>
  );
}
