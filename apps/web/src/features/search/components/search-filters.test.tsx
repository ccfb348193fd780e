import { type BrandFilters, DEFAULT_BRAND_FILTERS, removeFilter } from '@pulse/domain/creator-search';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppliedFilterChips } from './applied-filter-chips';
import { SearchFilters } from './search-filters';

beforeAll(() => {
  // Radix measures the slider's thumbs; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function Harness({ initial = DEFAULT_BRAND_FILTERS }: { initial?: BrandFilters }) {
  const [filters, setFilters] = useState<BrandFilters>(initial);
  return (
    <>
      <SearchFilters filters={filters} onChange={setFilters} />
      <AppliedFilterChips filters={filters} onRemove={(chip) => setFilters(removeFilter(filters, chip))} />
    </>
  );
}

const chipLabels = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Smart Search filters', () => {
  it('shows a chip per applied filter and removes it with its button', () => {
    render(<Harness />);
    expect(screen.getByText('No filters yet: every creative is in.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Niche'), { target: { value: 'Music' } });
    fireEvent.click(screen.getByRole('button', { name: 'Women' }));
    fireEvent.click(screen.getByRole('button', { name: 'LGBTQ+' }));
    expect(chipLabels()).toEqual(['Music', 'LGBTQ+', 'Women']);
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Women' }));
    expect(chipLabels()).toEqual(['Music', 'LGBTQ+']);
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Music' }));
    expect((screen.getByLabelText('Niche') as HTMLSelectElement).value).toBe('');
  });

  it('Verified students is a toggle with its own chip (decision 052)', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Verified students' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(chipLabels()).toEqual(['Verified students']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Verified students' }));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('moves range ends by the keyboard without letting min pass max', () => {
    render(<Harness initial={{ ...DEFAULT_BRAND_FILTERS, priceRange: [500, 1000] }} />);
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });

    fireEvent.keyDown(min, { key: 'ArrowRight' });
    expect(min.getAttribute('aria-valuenow')).toBe('750');
    fireEvent.keyDown(min, { key: 'PageUp' });
    // Stopped at the maximum, which did not move.
    expect(min.getAttribute('aria-valuenow')).toBe('1000');
    expect(max.getAttribute('aria-valuenow')).toBe('1000');
    expect(chipLabels()).toEqual(['$1,000']);

    const response = screen.getByRole('slider', { name: 'Minimum response rate' });
    fireEvent.keyDown(response, { key: 'ArrowRight' });
    expect(response.getAttribute('aria-valuenow')).toBe('5');
    expect(response.getAttribute('aria-valuetext')).toBe('5%');
    expect(chipLabels()).toEqual(['$1,000', 'Response rate 5–100%']);
  });
});
