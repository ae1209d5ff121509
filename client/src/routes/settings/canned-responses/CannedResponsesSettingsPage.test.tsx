import { act, screen } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

function responsesAre(cannedResponses: Array<{ id: string; shortcut: string; title: string; body: string }>): MockResolvers {
  return {
    Query: () => ({ viewer: { id: 'viewer-1' } }),
    Organization: () => ({ id: 'organization-1', viewerRole: 'AGENT', cannedResponses }),
  };
}

describe('CannedResponsesSettingsPage', () => {
  it("shows another admin's changes when the window gets focus again", async () => {
    const { environment } = renderRoute('/dashboard/settings/canned-responses');
    await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('AGENT'));
    await resolveOperation(environment, 'CannedResponsesSettingsPageQuery', responsesAre([{ id: 'response-1', shortcut: 'refund', title: 'Refund policy', body: 'Refunds take 3 days.' }]));
    expect(screen.getByText('/refund')).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await resolveOperation(
      environment,
      'CannedResponsesSettingsPageQuery',
      responsesAre([
        { id: 'response-1', shortcut: 'refund', title: 'Refund policy', body: 'Refunds now take 5 days.' },
        { id: 'response-2', shortcut: 'welcome', title: 'Welcome', body: 'Hi there!' },
      ]),
    );
    expect(screen.getByText('Refunds now take 5 days.')).toBeTruthy();
    expect(screen.getByText('/welcome')).toBeTruthy();
  });
});
