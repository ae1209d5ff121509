import { ButtonLink } from '../../components/Button';
import { ArrowRightIcon, BoltIcon, ChatBubbleIcon, InboxIcon, ShieldIcon, UsersIcon, CodeIcon } from '../../components/icons';
import { ChatPreview } from './ChatPreview';

const features = [
  { icon: <ChatBubbleIcon />, title: 'A widget that feels native', text: 'One script tag adds a fast, accessible chat to any site. Visitors keep their conversation as they browse.' },
  { icon: <InboxIcon />, title: 'One shared inbox', text: 'Every conversation lands in one realtime inbox. Assign, snooze, leave internal notes and close the loop.' },
  { icon: <UsersIcon />, title: 'Built for teams', text: 'Invite teammates as owners, admins or agents, and route conversations to teams such as Sales or Support.' },
  { icon: <BoltIcon />, title: 'Realtime, never lossy', text: 'Messages are stored before they are acknowledged and resynced after every reconnect, so nothing goes missing.' },
  { icon: <ShieldIcon />, title: 'Yours to host', text: 'Run Parley on your own servers with a single command, and scale out across many as your team grows.' },
  { icon: <CodeIcon />, title: 'Open API', text: 'A documented API with realtime events and signed webhooks connects Parley to the rest of your stack.' },
];

export function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute inset-x-0 -top-24 h-[480px] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-indigo-100),transparent)]" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-[13px] font-medium text-indigo-700 shadow-xs">
              Live chat for your website
            </p>
            <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance text-gray-950 sm:text-5xl">
              Talk with your visitors while they are still on your site.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-gray-600">
              Parley puts a chat on your website and every conversation in one shared inbox, so your team can answer questions,
              close sales and fix problems in real time.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/register" size="lg">
                Get started free
                <ArrowRightIcon className="size-4" />
              </ButtonLink>
              <ButtonLink to="/comparisons" size="lg" variant="secondary">
                Compare Parley
              </ButtonLink>
            </div>
          </div>
          <ChatPreview />
        </div>
      </section>
      <section aria-labelledby="features-title" className="border-t border-gray-200 bg-gray-50/70">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 id="features-title" className="max-w-2xl text-2xl font-semibold tracking-tight text-gray-950 sm:text-3xl">
            Everything a support team needs, nothing it has to fight.
          </h2>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-card">
                <div className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 ring-inset">{feature.icon}</div>
                <h3 className="mt-4 text-[15px] font-semibold text-gray-950">{feature.title}</h3>
                <p className="mt-1.5 text-sm text-gray-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
