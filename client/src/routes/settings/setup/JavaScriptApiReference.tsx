import { CodeBlock } from '../../../components/CodeBlock';

const stub = `<script>
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments) };
</script>`;

/** Exactly what the loader's `window.Parley` offers (widget/src/loader/widget.ts and global-api.ts). */
const commands = [
  { call: "Parley('open')", effect: 'Opens the chat window.' },
  { call: "Parley('close')", effect: 'Closes the chat window.' },
  { call: "Parley('toggle')", effect: 'Opens the chat when closed, closes it when open.' },
  {
    call: "Parley('identify', { userId, email, name, userHash })",
    effect: 'Links the visitor to your account for them; all fields optional. With identity verification on, userHash (HMAC-SHA256 of userId with the identity secret, computed on your server) is required, or the visitor chats as a guest.',
  },
  { call: "Parley('setMetadata', { plan: 'pro', seats: 12 })", effect: 'Facts shown to your team beside the conversation: strings, numbers or booleans. Only the keys you pass change (null removes one); earlier ones and pre-chat answers stay.' },
  {
    call: "Parley('on', event, callback)",
    effect: "Events: 'ready' (chat loaded), 'open', 'close', 'unread' (callback gets the count of unread replies), 'message' (callback gets { body, authorName, fromVisitor }).",
  },
  { call: "Parley('shutdown')", effect: 'Removes the launcher, the chat window and window.Parley, for example when the user signs out. Loading the script again starts over.' },
];

export function JavaScriptApiReference() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        Every command works as <code className="font-mono text-[13px]">Parley('open')</code> and, once the widget has loaded, as{' '}
        <code className="font-mono text-[13px]">Parley.open()</code>. To call it before the script has arrived, add this stub first: calls are queued and
        replayed in order. Unknown commands are ignored.
      </p>
      <CodeBlock code={stub} label="Stub, before any call" />
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">JavaScript API commands</caption>
          <thead className="bg-gray-50 text-[13px] text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Command
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                What it does
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {commands.map((command) => (
              <tr key={command.call} className="align-top">
                <td className="px-3 py-2.5">
                  <code className="font-mono text-[12.5px] whitespace-nowrap text-indigo-900">{command.call}</code>
                </td>
                <td className="px-3 py-2.5 text-gray-700">{command.effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
