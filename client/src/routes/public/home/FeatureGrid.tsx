import type { PageData } from '../../../../prerender/content-schema';
import { PublicIcon } from '../PublicIcon';

export function FeatureGrid({ features }: { features: PageData<'home'>['features'] }) {
  return (
    <section aria-labelledby="features-title" className="border-y border-gray-200 bg-gray-50/70">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold text-indigo-700">Everything in one place</p>
        <h2 id="features-title" className="mt-2 max-w-2xl text-3xl font-semibold tracking-tight text-balance text-gray-950">
          Everything a support team needs, nothing it has to fight.
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-card">
              <PublicIcon name={feature.icon} />
              <h3 className="mt-4 text-[15px] font-semibold text-gray-950">{feature.title}</h3>
              <p className="mt-1.5 text-sm text-gray-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
