import { useParams } from 'react-router';
import { ComingSoonContent, usePageTitle } from './ComingSoonPage';

function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Resource';
}

export function ResourcePage() {
  const { slug = '' } = useParams();
  const title = titleFromSlug(slug);
  usePageTitle(title);
  return <ComingSoonContent title={title} summary="This guide is part of the Parley resource library, which is being written now." />;
}
