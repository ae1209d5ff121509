import { act, fireEvent, render, screen } from '@testing-library/react';
import { filtersFromParams, type InboxFilters } from '../inboxFilters';
import { InboxFiltersBar } from './InboxFiltersBar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the inbox search box', () => {
  it('keeps what the operator typed while an earlier search is still on its way, and follows changes made elsewhere', () => {
    // The inbox as a slow router drives it: a search reaches the box only when the test says it has arrived.
    const requests: InboxFilters[] = [];
    const bar = (filters: InboxFilters) => <InboxFiltersBar filters={filters} widgets={[]} teams={[]} labels={[]} onChange={(next) => requests.push(next)} />;
    const { rerender } = render(bar(filtersFromParams(new URLSearchParams())));
    const arrive = (filters: InboxFilters) => act(() => rerender(bar(filters)));
    const box = screen.getByLabelText('Search conversations') as HTMLInputElement;

    fireEvent.change(box, { target: { value: 'lyon' } });
    act(() => jest.advanceTimersByTime(300));
    expect(requests.map((request) => request.search)).toEqual(['lyon']);

    fireEvent.change(box, { target: { value: 'lea@example' } });
    arrive(requests[0]!);
    expect(box.value).toBe('lea@example');

    act(() => jest.advanceTimersByTime(300));
    expect(requests.map((request) => request.search)).toEqual(['lyon', 'lea@example']);
    arrive(requests[1]!);
    expect(box.value).toBe('lea@example');

    // "Clear filters" or Back: the search changes from outside and the box shows it.
    arrive({ ...requests[1]!, search: '' });
    expect(box.value).toBe('');
  });
});
