import { fireEvent, screen, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

const snippet = '<script src="https://chat.acme.test/widget.js" data-client-id="client-abc" async></script>';
const widgetFields = {
  name: 'Online shop',
  enabled: true,
  clientId: 'client-abc',
  installSnippet: snippet,
  chatLink: 'https://chat.acme.test/widgets/client-abc',
  lastSeenOrigin: null,
  lastSeenUrl: null,
  lastSeenAt: null,
};

function organization(widgets: object[]): MockResolvers {
  return {
    Query: () => ({ viewer: { id: 'viewer-1' } }),
    Organization: () => ({ id: 'organization-1', viewerRole: 'AGENT', widgets }),
  };
}

async function openSetup(widgets: object[]) {
  const rendered = renderRoute('/dashboard/settings/setup');
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', signedInViewer('AGENT'));
  await resolveOperation(rendered.environment, 'SetupSettingsPageQuery', organization(widgets));
  return rendered;
}

describe('SetupSettingsPage', () => {
  it('gives the snippet, says the widget was not seen yet, and checks again on request', async () => {
    const { environment } = await openSetup([{ id: 'widget-1', ...widgetFields }]);
    expect(screen.getAllByText(snippet).length).toBeGreaterThan(0);
    expect(screen.getByText('Not seen yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    const seenAt = new Date(Date.now() - 3 * 60_000).toISOString();
    await resolveOperation(environment, 'InstallCheckRefetchQuery', {
      Widget: () => ({ id: 'widget-1', ...widgetFields, lastSeenOrigin: 'https://shop.example.com', lastSeenUrl: 'https://shop.example.com/tents', lastSeenAt: seenAt }),
    });
    expect(screen.getByText(/Installed: last seen on/).textContent).toBe('Installed: last seen on https://shop.example.com 3 minutes ago');
    expect(screen.getByRole('link', { name: 'https://shop.example.com/tents' })).toBeTruthy();
  });

  it('shows a last-seen page that is not a web address as text, never as a link', async () => {
    const seenAt = new Date(Date.now() - 60_000).toISOString();
    await openSetup([{ id: 'widget-1', ...widgetFields, lastSeenOrigin: 'https://shop.example.com', lastSeenUrl: 'javascript:alert(1)', lastSeenAt: seenAt }]);
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull();
  });

  it('has a guide per platform and the JavaScript API as the loader offers it', async () => {
    await openSetup([{ id: 'widget-1', ...widgetFields }]);
    for (const platform of ['HTML', 'React & Next.js', 'WordPress', 'Shopify']) expect(screen.getByRole('tab', { name: platform })).toBeTruthy();
    // Radix tabs switch on mouse down (and on focus with the keyboard).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'React & Next.js' }));
    expect(screen.getByText(/data-client-id="client-abc" strategy="afterInteractive"/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Shopify' }));
    expect(screen.getByText(/customer\.email \| json/)).toBeTruthy();

    const api = screen.getByRole('table', { name: 'JavaScript API commands' });
    for (const command of ['open', 'close', 'toggle', 'identify', 'setMetadata', 'on', 'shutdown']) {
      expect(within(api).getByText(new RegExp(`^Parley\\('${command}'`))).toBeTruthy();
    }
  });

  it('switches between the organization’s widgets', async () => {
    await openSetup([
      { id: 'widget-1', ...widgetFields },
      { id: 'widget-2', ...widgetFields, name: 'Help center', clientId: 'client-xyz', installSnippet: snippet.replace('client-abc', 'client-xyz') },
    ]);
    expect(screen.getByRole('button', { name: /Online shop/ }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: /Help center/ }));
    expect(screen.getAllByText(snippet.replace('client-abc', 'client-xyz')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Help center/ }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when there is no widget yet', async () => {
    await openSetup([]);
    expect(screen.getByText('No widget yet')).toBeTruthy();
  });
});
