import { documents } from 'virtual:parley-content';
import type { LoadedPage } from '../../../prerender/content';
import { CallToAction } from './CallToAction';
import { DocumentList } from './DocumentList';
import { PageIntro } from './PageIntro';

export function BlogPage({ content }: { content: LoadedPage<'blog'> }) {
  return (
    <>
      <PageIntro eyebrow="Blog" title={content.data.title} lead={content.data.description} />
      <DocumentList id="posts" title="Latest posts" documents={documents.filter((document) => document.kind === 'post')} />
      <CallToAction />
    </>
  );
}
