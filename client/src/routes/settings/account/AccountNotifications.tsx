import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { Select } from '../../../components/Select';
import { useToast } from '../../../components/Toast';
import { useActiveOrganization } from '../../../layouts/dashboard/activeOrganization';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateNotificationPreferencesMutation } from '../../../mutations/useUpdateNotificationPreferencesMutation';
import {
  notificationPermission,
  playNotificationSound,
  requestNotificationPermission,
  showNotification,
  type NotificationPermissionState,
} from '../../../notifications/browserNotifications';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AccountNotifications_viewer$key } from './__generated__/AccountNotifications_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountNotifications_viewer on User {
    memberships {
      organization {
        id
      }
      notificationPreferences {
        browser
        sound
        emailMentions
        unansweredEmailMinutes
      }
    }
  }
`;

const delays = [
  { value: 'off', label: 'Never' },
  { value: '5', label: 'After 5 minutes' },
  { value: '15', label: 'After 15 minutes' },
  { value: '30', label: 'After 30 minutes' },
  { value: '60', label: 'After 1 hour' },
  { value: '120', label: 'After 2 hours' },
] as const;

type Delay = (typeof delays)[number]['value'];

const permissionNotices: Partial<Record<NotificationPermissionState, { tone: 'warning' | 'info'; text: string }>> = {
  denied: { tone: 'warning', text: 'Your browser blocks notifications from Parley. Allow them in the site settings (the icon beside the address), then reload this page.' },
  unsupported: { tone: 'info', text: 'This browser cannot show notifications. The sound still plays.' },
};

/** The viewer's notification preferences in the organization the dashboard shows. */
export function AccountNotifications({ viewer: viewerKey }: { viewer: AccountNotifications_viewer$key }) {
  const { memberships } = useFragment(viewerFragment, viewerKey);
  const organization = useActiveOrganization();
  const saved = memberships.find((membership) => membership.organization.id === organization.id)?.notificationPreferences;
  if (!saved) return null;
  return <NotificationsForm key={organization.id} organizationId={organization.id} organizationName={organization.name} saved={saved} />;
}

type Saved = { browser: boolean; sound: boolean; emailMentions: boolean; unansweredEmailMinutes: number | null | undefined };

function NotificationsForm({ organizationId, organizationName, saved }: { organizationId: string; organizationName: string; saved: Saved }) {
  const [update, isSaving] = useUpdateNotificationPreferencesMutation();
  const toast = useToast();
  const [browser, setBrowser] = useState(saved.browser);
  const [sound, setSound] = useState(saved.sound);
  const [emailMentions, setEmailMentions] = useState(saved.emailMentions);
  const [delay, setDelay] = useState<Delay>(saved.unansweredEmailMinutes ? (String(saved.unansweredEmailMinutes) as Delay) : 'off');
  const [permission, setPermission] = useState(notificationPermission);
  const [error, setError] = useState<MutationFailure | null>(null);
  const savedDelay = saved.unansweredEmailMinutes ? String(saved.unansweredEmailMinutes) : 'off';
  const unchanged = browser === saved.browser && sound === saved.sound && emailMentions === saved.emailMentions && delay === savedDelay;

  // Browsers only ask for permission in answer to a click: this is that click.
  const askPermission = async () => setPermission(await requestNotificationPermission());

  const toggleBrowser = (on: boolean) => {
    setBrowser(on);
    if (on && permission === 'default') void askPermission();
  };

  const sendTest = async () => {
    const granted = permission === 'granted' || (await requestNotificationPermission()) === 'granted';
    setPermission(notificationPermission());
    if (sound) playNotificationSound();
    if (!granted) {
      toast({ title: 'No notification shown', description: 'Allow notifications for Parley in your browser first.', tone: 'error' });
      return;
    }
    showNotification({ title: 'Parley notifications work', body: 'New conversations and messages will look like this while the dashboard is in the background.', threadId: 'test' }, () => {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await update({
      organizationId,
      notifyBrowser: browser,
      notifySound: sound,
      notifyEmailMentions: emailMentions,
      unansweredEmailMinutes: delay === 'off' ? null : Number(delay),
    });
    if (outcome.ok) toast({ title: 'Notification preferences saved' });
    else setError(outcome.error);
  };

  const notice = browser ? permissionNotices[permission] : undefined;
  return (
    <form onSubmit={withErrorReport(submit)} noValidate>
      <Card
        id="notifications"
        title="Notifications"
        description={`How Parley gets your attention for conversations in ${organizationName}. Only you are affected.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => void sendTest()} className="mr-auto">
              Send a test notification
            </Button>
            <Button type="submit" loading={isSaving} disabled={unchanged}>
              Save preferences
            </Button>
          </>
        }
      >
        <div className="space-y-6">
          <FormError message={formLevelMessage(error, ['unansweredEmailMinutes'])} />
          <fieldset className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-gray-900">While Parley is in a background tab</legend>
            <Checkbox
              label="Desktop notifications"
              description="A notification for each new conversation and each new visitor message. Clicking it opens the conversation."
              checked={browser}
              onChange={(event) => toggleBrowser(event.target.checked)}
            />
            {notice && (
              <Notice tone={notice.tone} className="ml-7">
                {notice.text}
              </Notice>
            )}
            {browser && permission === 'default' && (
              <Notice className="ml-7">
                <p>Your browser needs your permission before Parley can show notifications.</p>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => void askPermission()}>
                  Allow notifications
                </Button>
              </Notice>
            )}
            <Checkbox label="Play a sound" description="A short chime for the same events." checked={sound} onChange={(event) => setSound(event.target.checked)} />
          </fieldset>
          {/* The rule sits on a wrapper: a fieldset would draw its legend across its own border. */}
          <div className="border-t border-gray-100 pt-6">
            <fieldset className="space-y-4">
              <legend className="mb-3 text-sm font-semibold text-gray-900">Email</legend>
              <Checkbox
                label="When a teammate mentions me"
                description="An email when someone @mentions you in an internal note."
                checked={emailMentions}
                onChange={(event) => setEmailMentions(event.target.checked)}
              />
              <div className="sm:max-w-xs">
                <Select
                  label="When a conversation waits for a reply"
                  value={delay}
                  onValueChange={setDelay}
                  options={delays}
                  hint="Once per wait: to the assignee, else to the conversation's team, else to everyone."
                  error={error?.fieldErrors.unansweredEmailMinutes}
                />
              </div>
            </fieldset>
          </div>
        </div>
      </Card>
    </form>
  );
}
