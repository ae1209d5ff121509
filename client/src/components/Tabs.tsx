import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

type Tab = { value: string; label: string; content: ReactNode };

/** Panels of which one shows at a time; arrow keys move between the tabs. */
type Props = { tabs: Tab[]; label: string; defaultValue?: string; onValueChange?: (value: string) => void };

export function Tabs({ tabs, label, defaultValue = tabs[0]?.value, onValueChange }: Props) {
  return (
    <RadixTabs.Root defaultValue={defaultValue} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-5 focus-visible:outline-2 focus-visible:outline-indigo-600">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
