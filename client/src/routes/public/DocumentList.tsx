import type { DocumentSummary } from '../../../prerender/content';
import { DocumentCard } from './DocumentCard';

/** A titled grid of guides or posts. */
export function DocumentList({ id, title, documents }: { id: string; title: string; documents: DocumentSummary[] }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-gray-950">
        {title}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {documents.map((document) => (
          <DocumentCard key={document.slug} document={document} />
        ))}
      </ul>
    </section>
  );
}
