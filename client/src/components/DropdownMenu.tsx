import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cx } from './cx';
import { CheckIcon } from './icons';

/**
 * Non-modal, and rendered in place rather than in a portal: the rest of the page stays readable to
 * assistive technology while a menu is open, and the menu stays inside the page's landmarks.
 */
export function Menu(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = RadixMenu.Trigger;

export function MenuContent({ className, children, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Content
      sideOffset={6}
      collisionPadding={8}
      className={cx('z-50 min-w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-popover animate-pop-in', className)}
      {...props}
    >
      {children}
    </RadixMenu.Content>
  );
}

const itemClasses =
  'relative flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-950 data-[disabled]:opacity-50';

export function MenuItem({ className, icon, children, tone = 'default', ...props }: ComponentProps<typeof RadixMenu.Item> & { icon?: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <RadixMenu.Item className={cx(itemClasses, tone === 'danger' && 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800', className)} {...props}>
      {icon && <span className="text-gray-500">{icon}</span>}
      {children}
    </RadixMenu.Item>
  );
}

export function MenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof RadixMenu.CheckboxItem>) {
  return (
    <RadixMenu.CheckboxItem className={cx(itemClasses, 'pl-8', className)} {...props}>
      <RadixMenu.ItemIndicator className="absolute left-2.5 text-indigo-600">
        <CheckIcon className="size-4" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.CheckboxItem>
  );
}

export function MenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cx('px-2.5 pt-1.5 pb-1 text-xs font-medium text-gray-600', className)} {...props} />;
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="-mx-1 my-1 h-px bg-gray-100" />;
}
