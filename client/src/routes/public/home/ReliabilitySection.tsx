import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';

const guarantees = [
  'Every message is written to the database before anyone is told it was sent.',
  'Retries carry the same message id, so a flaky connection never posts twice.',
  'After a reconnect, each screen catches up from its last message: no time windows, no gaps.',
  'Messages typed offline wait in a queue and go out as soon as the connection is back.',
];

const modes = [
  { name: 'Embedded', text: 'One process, with PostgreSQL built in (PGlite). Nothing else to install: ideal to try it or for a small team.' },
  { name: 'Scale-out', text: 'Point it at PostgreSQL and Redis and run as many instances as you need behind a load balancer.' },
];

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-[15px] text-gray-700">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ReliabilitySection() {
  return (
    <section aria-label="Reliability and hosting" className="mx-auto grid max-w-6xl gap-6 px-4 py-20 sm:px-6 lg:grid-cols-2">
      <div className="rounded-2xl border border-gray-200 bg-white p-8 shadow-card">
        <p className="text-sm font-semibold text-indigo-700">Delivery you can rely on</p>
        <h2 className="mt-2 text-2xl font-semibold tracking-tight text-gray-950">No message is ever lost or shown twice.</h2>
        <CheckList items={guarantees} />
        <Link to="/resources/no-lost-messages" className="mt-6 inline-block text-sm font-medium text-indigo-700 hover:text-indigo-900">
          How the guarantees work →
        </Link>
      </div>
      <div className="rounded-2xl border border-gray-800 bg-gray-950 p-8 text-gray-300 shadow-card">
        <p className="text-sm font-semibold text-indigo-300">Yours to run</p>
        <h2 className="mt-2 text-2xl font-semibold tracking-tight text-white">Self-host it with one command.</h2>
        <pre className="mt-6 overflow-x-auto rounded-xl bg-white/5 px-4 py-3 font-mono text-sm text-indigo-100 ring-1 ring-white/10">
          <code>npm install && npm start</code>
        </pre>
        <ul className="mt-6 space-y-4">
          {modes.map((mode) => (
            <li key={mode.name}>
              <p className="text-[15px] font-semibold text-white">{mode.name}</p>
              <p className="mt-1 text-sm text-gray-300">{mode.text}</p>
            </li>
          ))}
        </ul>
        <Link to="/resources/self-hosting" className="mt-6 inline-block text-sm font-medium text-indigo-300 hover:text-white">
          Read the self-hosting guide →
        </Link>
      </div>
    </section>
  );
}
