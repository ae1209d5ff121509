import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { cx } from '../../../components/cx';
import { FormError } from '../../../components/FormError';
import { Notice } from '../../../components/Notice';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../../components/Toast';
import { formLevelMessage, type MutationFailure } from '../../../lib/mutationOutcome';
import { useUpdateAvailabilityMutation } from '../../../mutations/useUpdateAvailabilityMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { AvailabilitySettingsForm_organization$key } from './__generated__/AvailabilitySettingsForm_organization.graphql';
import { HolidaysEditor } from './HolidaysEditor';
import { copyHours, days } from './weeklyHours';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';

const fragment = graphql`
  fragment AvailabilitySettingsForm_organization on Organization {
    id
    timezone
    officeHoursEnabled
    officeHours {
      mon { start end }
      tue { start end }
      wed { start end }
      thu { start end }
      fri { start end }
      sat { start end }
      sun { start end }
    }
    holidays
    awayMessage
    autoReplyEnabled
    autoReply
    awayBehavior
    replyTimeMinutes
  }
`;

type AwayBehavior = 'COLLECT_EMAIL' | 'HIDE_LAUNCHER';

const behaviors: { value: AwayBehavior; title: string; hint: string }[] = [
  { value: 'COLLECT_EMAIL', title: 'Collect email and promise an email reply', hint: 'The chat stays open and asks visitors where to send the answer.' },
  { value: 'HIDE_LAUNCHER', title: 'Hide the launcher', hint: 'Visitors with a conversation going still see it.' },
];

const fieldsShownInPlace = ['awayMessage', 'autoReply', 'replyTimeMinutes', 'holidays', ...days.map((day) => day.key)];

/** Office hours, holidays and what visitors get while the team is away. Admins edit; agents read. */
export function AvailabilitySettingsForm({ organization: key, editable }: { organization: AvailabilitySettingsForm_organization$key; editable: boolean }) {
  const organization = useFragment(fragment, key);
  const [update, isSaving] = useUpdateAvailabilityMutation();
  const toast = useToast();
  const [enabled, setEnabled] = useState(organization.officeHoursEnabled);
  const [hours, setHours] = useState(() => copyHours(organization.officeHours));
  const [holidays, setHolidays] = useState<string[]>([...organization.holidays]);
  const [awayMessage, setAwayMessage] = useState(organization.awayMessage);
  const [autoReplyEnabled, setAutoReplyEnabled] = useState(organization.autoReplyEnabled);
  const [autoReply, setAutoReply] = useState(organization.autoReply);
  const [awayBehavior, setAwayBehavior] = useState<AwayBehavior>(organization.awayBehavior === 'HIDE_LAUNCHER' ? 'HIDE_LAUNCHER' : 'COLLECT_EMAIL');
  const [replyTime, setReplyTime] = useState(organization.replyTimeMinutes?.toString() ?? '');
  const [error, setError] = useState<MutationFailure | null>(null);
  const disabled = !editable;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const replyTimeMinutes = replyTime.trim() === '' ? null : Number(replyTime);
    if (replyTimeMinutes !== null && !Number.isInteger(replyTimeMinutes)) {
      const message = 'Enter a whole number of minutes, or leave it empty.';
      return setError({ message, fieldErrors: { replyTimeMinutes: message } });
    }
    const outcome = await update({
      organizationId: organization.id,
      officeHoursEnabled: enabled,
      officeHours: hours,
      holidays,
      awayMessage,
      autoReplyEnabled,
      autoReply,
      awayBehavior,
      replyTimeMinutes,
    });
    if (outcome.ok) toast({ title: 'Availability saved' });
    else setError(outcome.error);
  };

  const footer = editable ? (
    <Button type="submit" loading={isSaving}>
      Save availability
    </Button>
  ) : undefined;

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-6">
      {!editable && <Notice tone="warning">Only admins and owners can change office hours and away settings. You can still set your own status.</Notice>}
      <FormError message={formLevelMessage(error, fieldsShownInPlace)} />
      <Card
        id="office-hours"
        title="Office hours"
        description={
          <>
            Times are in <strong className="font-medium text-gray-800">{organization.timezone}</strong>
            {editable && (
              <>
                {' '}
                (<Link to="/dashboard/settings/organization" className="text-indigo-700 underline hover:text-indigo-900">change the time zone</Link>)
              </>
            )}
            .
          </>
        }
      >
        <div className="space-y-5">
          <Checkbox
            label="Use office hours"
            description="Outside them the team shows as away, even when someone is online. When off, you are available whenever someone is online."
            checked={enabled}
            disabled={disabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <div className={cx(!enabled && 'opacity-60')}>
            <WeeklyHoursEditor hours={hours} onChange={setHours} errors={error?.fieldErrors ?? {}} disabled={disabled} />
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-gray-900">Holidays</h3>
            <HolidaysEditor holidays={holidays} onChange={setHolidays} error={error?.fieldErrors.holidays} disabled={disabled} />
          </div>
        </div>
      </Card>
      <Card id="away" title="While you are away" description="What visitors see and get outside office hours or when nobody is online." footer={footer}>
        <div className="space-y-6">
          <TextArea label="Away message" rows={2} value={awayMessage} onChange={(event) => setAwayMessage(event.target.value)} error={error?.fieldErrors.awayMessage} readOnly={disabled} hint="Shown in the widget's header while you are away." />
          <div className="space-y-3">
            <Checkbox label="Send an auto-reply" description="Once per conversation, right after the visitor's first message while you are away." checked={autoReplyEnabled} disabled={disabled} onChange={(event) => setAutoReplyEnabled(event.target.checked)} />
            {autoReplyEnabled && (
              <TextArea label="Auto-reply" rows={3} value={autoReply} onChange={(event) => setAutoReply(event.target.value)} error={error?.fieldErrors.autoReply} readOnly={disabled} />
            )}
          </div>
          <fieldset className="space-y-2" disabled={disabled}>
            <legend className="mb-2 text-[13px] font-medium text-gray-800">When nobody is available</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {behaviors.map((behavior) => (
                <label
                  key={behavior.value}
                  className={cx(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    awayBehavior === behavior.value ? 'border-indigo-300 bg-indigo-50/60' : 'border-gray-200 hover:bg-gray-50',
                  )}
                >
                  <input type="radio" name="away-behavior" value={behavior.value} checked={awayBehavior === behavior.value} onChange={() => setAwayBehavior(behavior.value)} className="mt-0.5 size-4 accent-indigo-600" />
                  <span>
                    <span className="block font-medium text-gray-900">{behavior.title}</span>
                    <span className="block text-gray-600">{behavior.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label="Typically replies in (minutes)"
            inputMode="numeric"
            value={replyTime}
            onChange={(event) => setReplyTime(event.target.value)}
            error={error?.fieldErrors.replyTimeMinutes}
            readOnly={disabled}
            placeholder="Measured"
            hint="Leave empty to show what your recent first replies took."
            className="max-w-40"
          />
        </div>
      </Card>
    </form>
  );
}
