import { ButtonLink } from '../../components/Button';
import { ArrowRightIcon } from '../../components/icons';

/** The closing band of marketing pages: one clear next step. */
export function CallToAction({ title = 'Start talking with your visitors today', text = 'Create an account in a minute, or run Parley on your own server with one command. Every feature is included when you host it yourself.' }: { title?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-indigo-700 px-6 py-12 text-center shadow-popover sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(70%_90%_at_50%_0%,var(--color-indigo-500),transparent)]" />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-indigo-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/register" size="lg" variant="secondary">
              Get started free
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ButtonLink to="/resources/self-hosting" size="lg" className="bg-indigo-600 text-white ring-1 ring-white/30 ring-inset hover:bg-indigo-500">
              Self-host guide
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
