import type { ReactNode } from 'react';

type PageIntroProps = { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode };

/** The top of every inner page: what it is, in one heading and one paragraph. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section className="relative overflow-hidden border-b border-gray-200 bg-gradient-to-b from-indigo-50/70 to-white">
      <div aria-hidden="true" className="absolute inset-x-0 -top-40 h-80 bg-[radial-gradient(50%_60%_at_50%_0%,var(--color-indigo-100),transparent)]" />
      <div className="relative mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16">
        <p className="text-sm font-semibold text-indigo-700">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-gray-950 sm:text-5xl">{title}</h1>
        <div className="mt-5 max-w-2xl text-lg text-pretty text-gray-600">{lead}</div>
        {children}
      </div>
    </section>
  );
}
