import type { LoadedPage } from '../../../prerender/content';
import { CallToAction } from './CallToAction';
import { PageIntro } from './PageIntro';
import { Prose } from './Prose';

export function ComparisonsPage({ content }: { content: LoadedPage<'comparisons'> }) {
  const { data, body } = content;
  return (
    <>
      <PageIntro eyebrow="Comparisons" title={data.title} lead={data.description}>
        <nav aria-label="Comparisons on this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {body.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex rounded-full border border-gray-200 bg-white px-3.5 py-1.5 text-sm font-medium text-gray-700 shadow-xs hover:border-indigo-300 hover:text-indigo-700"
                  dangerouslySetInnerHTML={{ __html: section.title }}
                />
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <Prose html={body.html} className="comparison-tables" />
      </div>
      <CallToAction title="See for yourself" text="The chat on our home page is Parley. Try it, then start free or run it on your own server." />
    </>
  );
}
