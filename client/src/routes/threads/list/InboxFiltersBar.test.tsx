import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { filtersFromParams, type InboxFilters } from '../inboxFilters';
import { InboxFiltersBar } from './InboxFiltersBar';

/** The inbox as a slow router would drive it: a search applies only when the test says it has arrived. */
function SlowInbox({ requests, control }: { requests: InboxFilters[]; control: { apply?: (filters: InboxFilters) => void } }) {
  const [filters, setFilters] = useState(filtersFromParams(new URLSearchParams()));
  control.apply = setFilters;
  return <InboxFiltersBar filters={filters} widgets={[]} teams={[]} labels={[]} onChange={(next) => requests.push(next)} />;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the inbox search box', () => {
  it('keeps what the operator typed while an earlier search is still on its way, and follows changes made elsewhere', () => {
    const requests: InboxFilters[] = [];
    const control: { apply?: (filters: InboxFilters) => void } = {};
    render(<SlowInbox requests={requests} control={control} />);
    const box = screen.getByLabelText('Search conversations') as HTMLInputElement;

    fireEvent.change(box, { target: { value: 'lyon' } });
    act(() => jest.advanceTimersByTime(300));
    expect(requests.map((request) => request.search)).toEqual(['lyon']);

    fireEvent.change(box, { target: { value: 'lea@example' } });
    act(() => control.apply!(requests[0]!));
    expect(box.value).toBe('lea@example');

    act(() => jest.advanceTimersByTime(300));
    expect(requests.map((request) => request.search)).toEqual(['lyon', 'lea@example']);
    act(() => control.apply!(requests[1]!));
    expect(box.value).toBe('lea@example');

    // "Clear filters" or Back: the search changes from outside and the box shows it.
    act(() => control.apply!({ ...requests[1]!, search: '' }));
    expect(box.value).toBe('');
  });
});
