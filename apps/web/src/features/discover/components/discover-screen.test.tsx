import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { DiscoverScreen, type DiscoverScreenProps } from './discover-screen';

function renderScreen(overrides: Partial<DiscoverScreenProps> = {}) {
  const props: DiscoverScreenProps = {
    category: null,
    onCategoryChange: vi.fn(),
    tags: ['Chill', 'Dance'],
    selectedTags: [],
    onTagToggle: vi.fn(),
    onReset: vi.fn(),
    creatives: [],
    total: 0,
    loading: false,
    error: null,
    onRetry: vi.fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: vi.fn(),
    savedIds: new Set(),
    savingId: null,
    onSaveChange: vi.fn(),
    ...overrides,
  };
  renderWithRouter([{ path: '/', element: <DiscoverScreen {...props} /> }]);
  return props;
}

describe('Discover screen', () => {
  afterEach(cleanup);

  it('says Loading… until the first page arrives', () => {
    renderScreen({ loading: true, total: undefined });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('No creatives found')).toBeNull();
  });

  it('shows the empty state with Reset Filters when a filter leaves nothing', () => {
    const props = renderScreen({ category: 'designer', selectedTags: ['Dance'] });
    expect(screen.getByRole('status').textContent).toBe('0 creatives found');
    expect(screen.getByText('No creatives found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters to see more results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(props.onReset).toHaveBeenCalled();
  });

  it('picks one category (pressing it again clears it) and toggles tags', () => {
    const props = renderScreen({ category: 'designer' });
    const designer = screen.getByRole('button', { name: 'Graphic Designer' });
    expect(designer.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(designer);
    expect(props.onCategoryChange).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Producer' }));
    expect(props.onCategoryChange).toHaveBeenCalledWith('producer');
    fireEvent.click(screen.getByRole('button', { name: 'Dance' }));
    expect(props.onTagToggle).toHaveBeenCalledWith('Dance');
  });
});
