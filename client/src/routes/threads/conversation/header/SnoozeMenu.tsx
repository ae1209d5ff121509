import { useState } from 'react';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../../../components/DropdownMenu';
import { ClockIcon } from '../../../../components/icons';
import { useToast } from '../../../../components/Toast';
import { formatSnoozeTime, snoozePresets } from '../../../../lib/snoozeTimes';
import { useSnoozeThreadMutation } from '../../../../mutations/useSnoozeThreadMutation';
import { useUpdateThreadStatusMutation } from '../../../../mutations/useUpdateThreadStatusMutation';
import { headerButtonClasses } from './headerButton';
import { SnoozeDialog } from './SnoozeDialog';

type SnoozeMenuProps = { threadId: string; snoozedUntil: string | null | undefined };

/** Puts the conversation away until a chosen time; it comes back then, or as soon as the visitor writes. */
export function SnoozeMenu({ threadId, snoozedUntil }: SnoozeMenuProps) {
  const [snooze, isSnoozing] = useSnoozeThreadMutation();
  const [updateStatus] = useUpdateThreadStatusMutation();
  const [customOpen, setCustomOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const toast = useToast();

  const snoozeUntil = async (until: Date): Promise<string | null> => {
    const outcome = await snooze({ threadId, until: until.toISOString() });
    if (!outcome.ok) return outcome.error.fieldErrors.until ?? outcome.error.message;
    toast({ title: `Snoozed until ${formatSnoozeTime(until)}` });
    return null;
  };

  const choose = async (until: Date) => {
    const error = await snoozeUntil(until);
    if (error) toast({ title: 'Could not snooze the conversation', description: error, tone: 'error' });
  };

  const wake = async () => {
    const outcome = await updateStatus({ threadId, status: 'OPEN' });
    if (!outcome.ok) toast({ title: 'Could not reopen the conversation', description: outcome.error.message, tone: 'error' });
  };

  return (
    <>
      <Menu onOpenChange={(open) => open && setNow(new Date())}>
        <MenuTrigger disabled={isSnoozing} className={headerButtonClasses} title="Snooze">
          <ClockIcon className="size-4 text-gray-500" />
          <span className="@max-2xl:sr-only">{snoozedUntil ? `Until ${formatSnoozeTime(new Date(snoozedUntil), now)}` : 'Snooze'}</span>
        </MenuTrigger>
        <MenuContent align="end" className="w-64">
          <MenuLabel>Snooze until</MenuLabel>
          {snoozePresets(now).map((preset) => (
            <MenuItem key={preset.key} onSelect={() => void choose(preset.until)}>
              <span className="flex-1">{preset.label}</span>
              <span className="text-xs text-gray-500">{formatSnoozeTime(preset.until, now)}</span>
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem onSelect={() => setCustomOpen(true)}>Pick a date and time…</MenuItem>
          {snoozedUntil && (
            <>
              <MenuSeparator />
              <MenuItem onSelect={() => void wake()}>Unsnooze now</MenuItem>
            </>
          )}
        </MenuContent>
      </Menu>
      <SnoozeDialog open={customOpen} onOpenChange={setCustomOpen} onSnooze={snoozeUntil} />
    </>
  );
}
