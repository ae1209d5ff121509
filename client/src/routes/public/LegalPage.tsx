import type { LoadedPage } from '../../../prerender/content';
import { Prose } from './Prose';

type LegalKey = 'privacy' | 'terms' | 'subprocessors';

/** Privacy policy, terms and the subprocessor list: long text, easy to read and to link into. */
export function LegalPage({ content }: { content: LoadedPage<LegalKey> }) {
  const { data, body } = content;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold text-indigo-700">Legal</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight text-gray-950">{data.title}</h1>
      <p className="mt-3 text-sm text-gray-600">
        Last updated <time dateTime={data.updated.iso}>{data.updated.label}</time>
      </p>
      <Prose html={body.html} className="mt-10 border-t border-gray-200 pt-10" />
    </div>
  );
}
