import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { OnboardingStepper, type OnboardingStep } from './OnboardingStepper';
import { OrganizationStep } from './OrganizationStep';
import { TeamStep } from './TeamStep';
import { WidgetStep } from './WidgetStep';
import type { OnboardingFlow_organization$key } from './__generated__/OnboardingFlow_organization.graphql';

const organizationFragment = graphql`
  fragment OnboardingFlow_organization on Organization {
    id
    widgets {
      id
    }
    ...WidgetStep_organization
  }
`;

type OnboardingFlowProps = { organization: OnboardingFlow_organization$key | null; viewerName: string };

/**
 * The step comes from the data (no organization yet → name it; no widget yet → create one), and `?step=team`
 * remembers that the snippet was seen, so a reload resumes exactly where the person left off.
 */
export function OnboardingFlow({ organization: organizationKey, viewerName }: OnboardingFlowProps) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [params, setParams] = useSearchParams();
  const goTo = (step: OnboardingStep) => setParams({ step }, { replace: true });

  const step: OnboardingStep = !organization ? 'organization' : organization.widgets.length === 0 || params.get('step') !== 'team' ? 'widget' : 'team';
  const firstName = viewerName.split(' ')[0];

  return (
    <div>
      <OnboardingStepper current={step} />
      {step === 'organization' && <OrganizationStep greeting={`Welcome, ${firstName}`} onCreated={() => goTo('widget')} />}
      {step === 'widget' && organization && <WidgetStep organization={organization} onContinue={() => goTo('team')} />}
      {step === 'team' && organization && <TeamStep organizationId={organization.id} onBack={() => goTo('widget')} />}
    </div>
  );
}
