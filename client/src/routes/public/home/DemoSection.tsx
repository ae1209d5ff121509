import { Link } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { CodeBlock } from '../../../components/CodeBlock';
import { ChatBubbleIcon } from '../../../components/icons';
import { demoWidgetSnippet, openDemoWidget } from '../demoWidget';

const facts = [
  { value: '< 3 KB', label: 'loader script, gzipped: the launcher draws before anything else downloads' },
  { value: '0', label: 'styles leaked: the launcher lives in a shadow root, the chat in its own frame' },
  { value: '5', label: 'languages picked from the browser: English, Spanish, French, German, Portuguese' },
];

/** The real widget runs on this page: this section says so and shows the snippet that put it there. */
export function DemoSection() {
  return (
    <section aria-labelledby="demo-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-indigo-700">Live on this page</p>
          <h2 id="demo-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance text-gray-950">
            The chat button in the corner is the real thing.
          </h2>
          <p className="mt-4 text-lg text-pretty text-gray-600">
            This page runs the same snippet you would paste. Write to us through it and your message lands in our own inbox, where the team behind Parley
            answers.
          </p>
          <p className="mt-3 text-[15px] text-pretty text-gray-600">
            We add the snippet when you first move, scroll or tap, so the chat costs the page nothing until someone is here to use it. The{' '}
            <Link to="/resources/installing-the-widget#load-it-on-first-interaction" className="font-medium text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900">
              installation guide
            </Link>{' '}
            shows how.
          </p>
          <div className="mt-6">
            <ButtonLink to="/support" variant="secondary" onClick={openDemoWidget} icon={<ChatBubbleIcon className="size-4" />}>
              Open the chat
            </ButtonLink>
          </div>
        </div>
        <div className="space-y-5">
          <CodeBlock code={demoWidgetSnippet} label="The snippet on this page" />
          <ul className="grid gap-4 sm:grid-cols-3">
            {facts.map((fact) => (
              <li key={fact.value} className="rounded-xl border border-gray-200 bg-white p-4 shadow-card">
                <p className="text-2xl font-semibold tracking-tight text-gray-950">{fact.value}</p>
                <p className="mt-1 text-[13px] leading-5 text-gray-600">{fact.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
