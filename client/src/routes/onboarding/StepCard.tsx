import type { FormEvent, ReactNode } from 'react';

type StepCardProps = {
  eyebrow: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  footer: ReactNode;
  /** When set, the whole card is one form, so its footer button submits it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** The frame of one onboarding step: what it is for, the form, then the way forward. */
export function StepCard({ eyebrow, title, description, children, footer, onSubmit }: StepCardProps) {
  const content = (
    <>
      <div className="px-6 pt-7 pb-6 sm:px-8">
        <p className="text-[13px] font-medium text-indigo-700">{eyebrow}</p>
        <h1 className="mt-1 text-[22px] font-semibold tracking-tight text-gray-950">{title}</h1>
        <p className="mt-1.5 text-sm text-gray-600">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 bg-gray-50/80 px-6 py-4 sm:px-8">{footer}</div>
    </>
  );
  return (
    <section className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-card animate-slide-in">
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        content
      )}
    </section>
  );
}
