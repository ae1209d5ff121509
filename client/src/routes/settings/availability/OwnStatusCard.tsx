import { graphql, useFragment } from 'react-relay';
import { Card } from '../../../components/Card';
import { cx } from '../../../components/cx';
import { PresenceDot } from '../../../components/PresenceDot';
import { useToast } from '../../../components/Toast';
import { useHeartbeatMutation } from '../../../mutations/useHeartbeatMutation';
import type { OwnStatusCard_membership$key } from './__generated__/OwnStatusCard_membership.graphql';

const fragment = graphql`
  fragment OwnStatusCard_membership on Membership {
    status
    organization {
      id
    }
  }
`;

const choices = [
  { status: 'ONLINE', title: 'Online', hint: 'You answer conversations; visitors see the team as available.' },
  { status: 'AWAY', title: 'Away', hint: 'You stay signed in, but do not count as available.' },
] as const;

/** Every operator's own switch between online and away; it rides on the presence heartbeat. */
export function OwnStatusCard({ membership: key }: { membership: OwnStatusCard_membership$key }) {
  const membership = useFragment(fragment, key);
  const [beat, isSaving] = useHeartbeatMutation();
  const toast = useToast();
  const choose = async (status: 'ONLINE' | 'AWAY') => {
    const outcome = await beat({ organizationId: membership.organization.id, status });
    if (!outcome.ok) toast({ title: 'Could not change your status', description: outcome.error.message, tone: 'error' });
  };
  return (
    <Card id="own-status" title="Your status" description="Only changes how you count; teammates set their own.">
      <fieldset disabled={isSaving}>
        <legend className="sr-only">Your status</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => {
            const checked = membership.status === choice.status;
            return (
              <label
                key={choice.status}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                  checked ? 'border-indigo-300 bg-indigo-50/60' : 'border-gray-200 hover:bg-gray-50',
                )}
              >
                <input type="radio" name="own-status" className="sr-only" checked={checked} onChange={() => void choose(choice.status)} />
                <PresenceDot presence={choice.status} decorative className="mt-1" />
                <span>
                  <span className="block font-medium text-gray-900">{choice.title}</span>
                  <span className="block text-gray-600">{choice.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
