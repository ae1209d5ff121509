import type { DocumentSummary } from '../../../prerender/content';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';

/** One guide or post in a list: the whole card is the link. */
export function DocumentCard({ document }: { document: DocumentSummary }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-popover">
      <div className="flex items-center gap-2 text-[13px] text-gray-600">
        <Badge tone={document.kind === 'guide' ? 'indigo' : 'gray'}>{document.kind === 'guide' ? 'Guide' : 'Blog'}</Badge>
        <time dateTime={document.date}>{document.dateLabel}</time>
        <span aria-hidden="true">·</span>
        <span>{document.readingMinutes} min read</span>
      </div>
      <h3 className="mt-3 text-lg font-semibold tracking-tight text-gray-950">
        <Link to={document.path} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-focus-within:text-indigo-700">
          {document.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-gray-600">{document.description}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-medium text-indigo-700 group-hover:text-indigo-900">
        Read {document.kind === 'guide' ? 'the guide' : 'the post'} →
      </span>
    </li>
  );
}
