import { documents } from 'virtual:parley-content';
import type { LoadedPage } from '../../../prerender/content';
import { CallToAction } from './CallToAction';
import { DocumentList } from './DocumentList';
import { PageIntro } from './PageIntro';

export function ResourcesPage({ content }: { content: LoadedPage<'resources'> }) {
  return (
    <>
      <PageIntro eyebrow="Resources" title={content.data.title} lead={content.data.description} />
      <DocumentList id="guides" title="Guides" documents={documents.filter((document) => document.kind === 'guide')} />
      <DocumentList id="from-the-blog" title="From the blog" documents={documents.filter((document) => document.kind === 'post')} />
      <CallToAction />
    </>
  );
}
