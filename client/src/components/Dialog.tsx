import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cx } from './cx';
import { CloseIcon } from './icons';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md';
};

export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'sm' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40 backdrop-blur-[2px] animate-fade-in" />
        <RadixDialog.Content
          // Radix links the description itself; without one it wants an explicit "none" to stay quiet.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-xl border border-gray-200 bg-white shadow-popover focus:outline-none animate-pop-in',
            size === 'sm' ? 'max-w-md' : 'max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-5">
            <div className="space-y-1">
              <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-gray-600">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className="-mr-2 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
              <CloseIcon className="size-4" />
              <span className="sr-only">Close</span>
            </RadixDialog.Close>
          </div>
          {children && <div className="px-6 pt-4 pb-1">{children}</div>}
          {footer && <div className="mt-4 flex flex-col-reverse gap-2 border-t border-gray-100 bg-gray-50/80 px-6 py-3 sm:flex-row sm:justify-end">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
