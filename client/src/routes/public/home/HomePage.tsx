import type { LoadedPage } from '../../../../prerender/content';
import { CallToAction } from '../CallToAction';
import { useDemoWidget } from '../demoWidget';
import { DemoSection } from './DemoSection';
import { FeatureGrid } from './FeatureGrid';
import { HomeHero } from './HomeHero';
import { PricingSection } from './PricingSection';
import { ReliabilitySection } from './ReliabilitySection';

export function HomePage({ content }: { content: LoadedPage<'home'> }) {
  useDemoWidget();
  const { data } = content;
  return (
    <>
      <HomeHero headline={data.headline} lead={data.lead} />
      <DemoSection />
      <FeatureGrid features={data.features} />
      <ReliabilitySection />
      <PricingSection selfHosted={data.selfHosted} />
      <CallToAction />
    </>
  );
}
