import { Dialog } from '../../components/Dialog';
import { inboxShortcuts } from './useInboxShortcuts';

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="Work through the inbox without the mouse.">
      <dl className="divide-y divide-gray-100 pb-3">
        {inboxShortcuts.map((shortcut) => (
          <div key={shortcut.keys} className="flex items-center justify-between py-2 text-sm">
            <dt className="text-gray-700">{shortcut.label}</dt>
            <dd>
              <kbd className="inline-flex min-w-6 justify-center rounded-md border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-sans text-xs font-semibold text-gray-800 shadow-xs">
                {shortcut.keys}
              </kbd>
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between py-2 text-sm">
          <dt className="text-gray-700">Leave the text field</dt>
          <dd>
            <kbd className="inline-flex min-w-6 justify-center rounded-md border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-sans text-xs font-semibold text-gray-800 shadow-xs">Esc</kbd>
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
