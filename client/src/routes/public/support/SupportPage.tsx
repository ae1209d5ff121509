import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Link } from 'react-router';
import type { LoadedPage } from '../../../../prerender/content';
import { BookIcon, CodeIcon, ShieldIcon } from '../../../components/icons';
import { PageIntro } from '../PageIntro';
import { Prose } from '../Prose';
import { createFormEnvironment } from './formEnvironment';
import { SupportForm } from './SupportForm';

const shortcuts = [
  { icon: BookIcon, title: 'Install the widget', text: 'Paste the snippet, set allowed origins, use the JavaScript API.', to: '/resources/installing-the-widget' },
  { icon: CodeIcon, title: 'Use the GraphQL API', text: 'API keys, queries, subscriptions and webhooks.', to: '/resources/graphql-api' },
  { icon: ShieldIcon, title: 'Run it yourself', text: 'One command, then PostgreSQL and Redis when you grow.', to: '/resources/self-hosting' },
];

export function SupportPage({ content }: { content: LoadedPage<'support'> }) {
  const { data, body } = content;
  const [environment] = useState(createFormEnvironment);
  return (
    <>
      <PageIntro eyebrow="Support" title={data.title} lead={data.description} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-title" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-card sm:p-8">
          <h2 id="contact-title" className="text-xl font-semibold tracking-tight text-gray-950">
            Write to the team
          </h2>
          <p className="mt-1.5 mb-6 text-[15px] text-gray-600">Your message opens a conversation in our own Parley inbox. A person answers, by email.</p>
          <RelayEnvironmentProvider environment={environment}>
            <SupportForm />
          </RelayEnvironmentProvider>
        </section>
        <section aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title" className="text-sm font-semibold text-gray-950">
            Answers you can find right now
          </h2>
          <ul className="mt-4 space-y-3">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.to}>
                <Link to={shortcut.to} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-card transition-shadow hover:shadow-popover focus-visible:outline-2 focus-visible:outline-indigo-600">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 ring-inset">
                    <shortcut.icon />
                  </span>
                  <span>
                    <span className="block text-[15px] font-semibold text-gray-950">{shortcut.title}</span>
                    <span className="mt-0.5 block text-sm text-gray-600">{shortcut.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="faq-title" className="border-t border-gray-200 bg-gray-50/70">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="faq-title" className="text-3xl font-semibold tracking-tight text-gray-950">
            Frequently asked questions
          </h2>
          <dl className="mt-10 grid gap-x-10 gap-y-10 md:grid-cols-2">
            {body.sections.map((section) => (
              <div key={section.id} id={section.id} className="scroll-mt-24">
                <dt className="text-[16px] font-semibold text-gray-950" dangerouslySetInnerHTML={{ __html: section.title }} />
                <dd className="mt-2">
                  <Prose html={section.html} className="text-[15px] leading-6 [&_p]:my-2" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
