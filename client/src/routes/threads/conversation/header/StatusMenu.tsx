import { Menu, MenuCheckboxItem, MenuContent, MenuTrigger } from '../../../../components/DropdownMenu';
import { ChevronUpDownIcon } from '../../../../components/icons';
import { useToast } from '../../../../components/Toast';
import { useUpdateThreadStatusMutation } from '../../../../mutations/useUpdateThreadStatusMutation';
import type { ThreadStatus } from '../../inboxFilters';
import { threadStatusLabels } from '../../threadStatus';
import { headerButtonClasses } from './headerButton';

const choices: ReadonlyArray<{ status: Exclude<ThreadStatus, 'SNOOZED'>; hint: string }> = [
  { status: 'OPEN', hint: 'Waiting for the team' },
  { status: 'PENDING', hint: 'Waiting for the visitor' },
  { status: 'CLOSED', hint: 'Done; reopens if the visitor writes' },
];

const dots: Record<ThreadStatus, string> = { OPEN: 'bg-emerald-500', PENDING: 'bg-amber-400', SNOOZED: 'bg-indigo-400', CLOSED: 'bg-gray-400' };

/** Open, pending or closed; snoozing has its own menu because it needs a time. */
export function StatusMenu({ threadId, status }: { threadId: string; status: ThreadStatus }) {
  const [updateStatus, isUpdating] = useUpdateThreadStatusMutation();
  const toast = useToast();

  const choose = async (next: ThreadStatus) => {
    if (next === status) return;
    const outcome = await updateStatus({ threadId, status: next });
    if (!outcome.ok) toast({ title: 'Could not change the status', description: outcome.error.message, tone: 'error' });
  };

  return (
    <Menu>
      <MenuTrigger disabled={isUpdating} className={headerButtonClasses}>
        <span aria-hidden="true" className={`size-2 rounded-full ${dots[status]}`} />
        <span className="sr-only">Status: </span>
        {threadStatusLabels[status]}
        <ChevronUpDownIcon className="size-3.5 text-gray-500" />
      </MenuTrigger>
      <MenuContent align="end" className="w-64">
        {choices.map((choice) => (
          <MenuCheckboxItem key={choice.status} checked={status === choice.status} onSelect={() => void choose(choice.status)}>
            <span className="flex flex-col">
              <span>{threadStatusLabels[choice.status]}</span>
              <span className="text-xs text-gray-500">{choice.hint}</span>
            </span>
          </MenuCheckboxItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
