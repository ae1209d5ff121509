import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../../../components/icons';

/** The contact sidebar as a sheet from the right, for screens too narrow to show it beside the conversation. */
export function ContactDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40 animate-fade-in xl:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 w-80 max-w-[90vw] overflow-y-auto border-l border-gray-200 bg-white shadow-popover animate-fade-in focus:outline-none xl:hidden"
        >
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-gray-200 bg-white px-5 py-3">
            <RadixDialog.Title className="text-sm font-semibold text-gray-900">Contact details</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
              <CloseIcon className="size-4" />
              <span className="sr-only">Close contact details</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
