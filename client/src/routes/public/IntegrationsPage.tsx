import type { LoadedPage } from '../../../prerender/content';
import { CallToAction } from './CallToAction';
import { PageIntro } from './PageIntro';
import { Prose } from './Prose';
import { PublicIcon } from './PublicIcon';

export function IntegrationsPage({ content }: { content: LoadedPage<'integrations'> }) {
  const { data, body } = content;
  return (
    <>
      <PageIntro eyebrow="Integrations" title={data.title} lead={data.description} />
      <section aria-label="What Parley connects to" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.integrations.map((integration) => (
            <li key={integration.name} className="group relative rounded-xl border border-gray-200 bg-white p-6 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-popover">
              <PublicIcon name={integration.icon} />
              <h2 className="mt-4 text-[15px] font-semibold text-gray-950">
                <a href={`#${integration.anchor}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {integration.name}
                </a>
              </h2>
              <p className="mt-1.5 text-sm text-gray-600">{integration.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-3xl px-4 pb-4 sm:px-6">
        <Prose html={body.html} />
      </div>
      <CallToAction title="Connect Parley to the rest of your stack" text="Every plan includes the GraphQL API. Webhooks and API keys come with Pro and Business, and with every self-hosted install." />
    </>
  );
}
