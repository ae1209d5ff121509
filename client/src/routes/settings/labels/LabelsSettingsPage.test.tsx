import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderRoute, resolveOperation, signedInViewer } from '../../../../test/renderRoute';

function labelsAre(labels: Array<{ id: string; name: string; color: string; threadCount: number }>): MockResolvers {
  return {
    Query: () => ({ viewer: { id: 'viewer-1' } }),
    Organization: () => ({ id: 'organization-1', viewerRole: 'ADMIN', labels }),
  };
}

async function openLabelsPage() {
  const rendered = renderRoute('/dashboard/settings/labels');
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', signedInViewer('ADMIN'));
  await resolveOperation(rendered.environment, 'LabelsSettingsPageQuery', labelsAre([{ id: 'label-1', name: 'Billing', color: '#dc2626', threadCount: 2 }]));
  return rendered;
}

const pendingLabelQueries = (environment: Awaited<ReturnType<typeof openLabelsPage>>['environment']) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'LabelsSettingsPageQuery');

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

describe('LabelsSettingsPage', () => {
  afterEach(() => setVisibility('visible'));

  it("shows another admin's changes when the tab is back in view, not while it is hidden", async () => {
    const { environment } = await openLabelsPage();
    const labels = () => within(screen.getByRole('region', { name: 'Labels' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(labels()).toEqual([expect.stringContaining('Billing')]);

    setVisibility('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(pendingLabelQueries(environment)).toEqual([]);

    setVisibility('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await resolveOperation(
      environment,
      'LabelsSettingsPageQuery',
      labelsAre([
        { id: 'label-1', name: 'Invoices', color: '#dc2626', threadCount: 2 },
        { id: 'label-2', name: 'VIP', color: '#9333ea', threadCount: 0 },
      ]),
    );
    expect(labels()).toEqual([expect.stringContaining('Invoices'), expect.stringContaining('VIP')]);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await resolveOperation(environment, 'LabelsSettingsPageQuery', labelsAre([{ id: 'label-2', name: 'VIP', color: '#9333ea', threadCount: 0 }]));
    expect(labels()).toEqual([expect.stringContaining('VIP')]);
  });

  it('picks the colour in a radio group: one Tab stop, arrow keys, Home and End move, Space and Enter choose', async () => {
    const { environment } = await openLabelsPage();
    fireEvent.click(screen.getByRole('button', { name: 'New label' }));
    const dialog = await screen.findByRole('dialog', { name: 'New label' });
    const colours = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    const swatches = within(colours).getAllByRole('radio');
    const checked = () => swatches.filter((swatch) => swatch.getAttribute('aria-checked') === 'true').map((swatch) => swatch.getAttribute('aria-label'));
    const tabStops = () => swatches.filter((swatch) => swatch.tabIndex === 0).map((swatch) => swatch.getAttribute('aria-label'));
    const swatch = (name: string) => within(colours).getByRole('radio', { name });

    expect(checked()).toEqual(['Indigo']);
    expect(tabStops()).toEqual(['Indigo']);

    act(() => swatch('Indigo').focus());
    fireEvent.keyDown(swatch('Indigo'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(swatch('Purple'));
    expect(checked()).toEqual(['Purple']);
    expect(tabStops()).toEqual(['Purple']);

    fireEvent.keyDown(swatch('Purple'), { key: 'ArrowLeft' });
    fireEvent.keyDown(swatch('Indigo'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(swatch('Blue'));
    expect(checked()).toEqual(['Blue']);

    fireEvent.keyDown(swatch('Blue'), { key: 'End' });
    fireEvent.keyDown(swatch('Pink'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(swatch('Slate'));
    expect(checked()).toEqual(['Slate']);
    fireEvent.keyDown(swatch('Slate'), { key: 'ArrowLeft' });
    fireEvent.keyDown(swatch('Pink'), { key: 'Home' });
    expect(checked()).toEqual(['Slate']);

    // Focus can rest on a swatch without choosing it (say, after a click elsewhere); Space or Enter chooses it.
    act(() => swatch('Teal').focus());
    fireEvent.keyDown(swatch('Teal'), { key: ' ' });
    expect(checked()).toEqual(['Teal']);
    act(() => swatch('Green').focus());
    fireEvent.keyDown(swatch('Green'), { key: 'Enter' });
    expect(checked()).toEqual(['Green']);
    expect(tabStops()).toEqual(['Green']);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Resolved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create label' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useCreateLabelMutation')).toBe(true));
    const create = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useCreateLabelMutation')!;
    expect(create.request.variables.input).toEqual({ organizationId: 'organization-1', name: 'Resolved', color: '#16a34a' });
  });
});
