import { Link } from 'react-router';
import { documents } from 'virtual:parley-content';
import type { DocumentSummary, LoadedDocument } from '../../../prerender/content';
import { ArrowLeftIcon } from '../../components/icons';
import { CallToAction } from './CallToAction';
import { DocumentList } from './DocumentList';
import { Prose } from './Prose';

/** A guide or a blog post at /resources/:slug. */
export function ArticlePage({ document, content }: { document: DocumentSummary; content: LoadedDocument }) {
  const { headings, html } = content.body;
  const sections = headings.filter((heading) => heading.depth === 2);
  const related = documents.filter((other) => other.slug !== document.slug && other.kind === document.kind).slice(0, 2);
  const isGuide = document.kind === 'guide';
  return (
    <>
      <article className="mx-auto max-w-6xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
        <Link to={isGuide ? '/resources' : '/blog'} className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-gray-950">
          <ArrowLeftIcon className="size-4" />
          {isGuide ? 'All resources' : 'All posts'}
        </Link>
        <header className="mt-6 max-w-3xl">
          <p className="text-sm font-semibold text-indigo-700">{isGuide ? 'Guide' : 'Blog'}</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-gray-950 sm:text-[2.75rem] sm:leading-tight">{document.title}</h1>
          <p className="mt-4 text-lg text-pretty text-gray-600">{document.description}</p>
          <p className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
            {document.author && (
              <>
                <span className="font-medium text-gray-900">{document.author}</span>
                <span aria-hidden="true">·</span>
              </>
            )}
            <span>
              {isGuide ? 'Updated ' : ''}
              <time dateTime={document.date}>{document.dateLabel}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>{document.readingMinutes} min read</span>
          </p>
        </header>
        <div className="mt-10 grid gap-12 border-t border-gray-200 pt-10 lg:grid-cols-[minmax(0,1fr)_240px]">
          <Prose html={html} className="max-w-3xl" />
          {sections.length > 2 && (
            <nav aria-label="On this page" className="hidden lg:block">
              <div className="sticky top-24">
                <h2 className="text-sm font-semibold text-gray-950">On this page</h2>
                <ul className="mt-3 space-y-2 border-l border-gray-200">
                  {sections.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} className="-ml-px block border-l border-transparent pl-4 text-sm text-gray-600 hover:border-gray-400 hover:text-gray-950">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </nav>
          )}
        </div>
      </article>
      {related.length > 0 && <DocumentList id="related" title={isGuide ? 'More guides' : 'More from the blog'} documents={related} />}
      <CallToAction />
    </>
  );
}
