import { Link } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { ArrowRightIcon, ChatBubbleIcon } from '../../../components/icons';
import { openDemoWidget } from '../demoWidget';
import { ChatPreview } from './ChatPreview';

export function HomeHero({ headline, lead }: { headline: string; lead: string }) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 -top-24 h-[520px] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-indigo-100),transparent)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3 py-1 text-[13px] font-medium text-indigo-700 shadow-xs">
            <span className="size-1.5 rounded-full bg-emerald-500" />
            Open source · self-host in one command
          </p>
          <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance text-gray-950 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">{headline}</h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-gray-600">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/register" size="lg">
              Get started free
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
            <ButtonLink to="/support" size="lg" variant="secondary" onClick={openDemoWidget} icon={<ChatBubbleIcon className="size-4" />}>
              Chat with us
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-gray-600">
            Free plan, no card needed. Or{' '}
            <Link to="/resources/self-hosting" className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900">
              run it on your own server
            </Link>{' '}
            with every feature unlocked.
          </p>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
