import { useEffect } from 'react';
import { ButtonLink } from '../../components/Button';
import { SparkIcon } from '../../components/icons';
import { upcomingPages, type UpcomingPageKey } from './publicPages';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Parley`;
  }, [title]);
}

export function ComingSoonPage({ page }: { page: UpcomingPageKey }) {
  const { title, summary } = upcomingPages[page];
  usePageTitle(title);
  return <ComingSoonContent title={title} summary={summary} />;
}

export function ComingSoonContent({ title, summary }: { title: string; summary: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-gray-600">{summary}</p>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-gray-300 bg-gray-50/70 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-indigo-600 shadow-card ring-1 ring-gray-200">
          <SparkIcon />
        </div>
        <div className="flex-1">
          <h2 className="text-[15px] font-semibold text-gray-950">This page is on its way</h2>
          <p className="mt-1 text-sm text-gray-600">We are writing it now. In the meantime, you can try Parley for free.</p>
        </div>
        <ButtonLink to="/register" variant="secondary">
          Get started
        </ButtonLink>
      </div>
    </div>
  );
}
