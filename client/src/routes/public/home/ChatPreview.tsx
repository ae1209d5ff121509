import { Avatar } from '../../../components/Avatar';

const messages = [
  { from: 'visitor', text: 'Hi! Does the Pro plan include more than one website?' },
  { from: 'operator', text: 'It does: add a widget for each site and answer them all from the same inbox.' },
  { from: 'visitor', text: 'Perfect, signing up now.' },
] as const;

/** An illustration of the widget for the home page; purely visual, so it is hidden from screen readers. */
export function ChatPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-12 bg-[radial-gradient(closest-side,var(--color-indigo-200),transparent)] opacity-70" />
      <div className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-popover">
        <div className="flex items-center gap-3 bg-indigo-600 px-5 py-4 text-white">
          <Avatar name="Maya Chen" size="md" className="ring-2 ring-white/40" />
          <div>
            <p className="text-sm font-semibold">Acme Support</p>
            <p className="flex items-center gap-1.5 text-xs text-indigo-100">
              <span className="size-1.5 rounded-full bg-emerald-300" /> Typically replies in a few minutes
            </p>
          </div>
        </div>
        <div className="space-y-3 bg-gray-50 px-4 py-5">
          {messages.map((message) => (
            <div key={message.text} className={message.from === 'visitor' ? 'flex justify-end' : 'flex items-end gap-2'}>
              {message.from === 'operator' && <Avatar name="Maya Chen" size="xs" />}
              <p
                className={
                  message.from === 'visitor'
                    ? 'max-w-[80%] rounded-2xl rounded-br-md bg-indigo-600 px-3.5 py-2 text-sm text-white'
                    : 'max-w-[80%] rounded-2xl rounded-bl-md border border-gray-200 bg-white px-3.5 py-2 text-sm text-gray-800'
                }
              >
                {message.text}
              </p>
            </div>
          ))}
        </div>
        <div className="flex items-center gap-2 border-t border-gray-200 px-4 py-3">
          <div className="h-9 flex-1 rounded-full bg-gray-100 px-4 py-2 text-sm text-gray-600">Write a message…</div>
          <div className="flex size-9 items-center justify-center rounded-full bg-indigo-600 text-white">
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M3.4 2.6a.8.8 0 0 0-1 1l1.9 5.6h6.2a.8.8 0 0 1 0 1.6H4.3l-1.9 5.6a.8.8 0 0 0 1 1l14-7a.8.8 0 0 0 0-1.4z" />
            </svg>
          </div>
        </div>
      </div>
    </div>
  );
}
