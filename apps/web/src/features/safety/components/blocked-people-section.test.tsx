import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, testUser } from '../../../test/render-with-router';
import { BlockedPeopleSection } from './blocked-people-section';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const route = () => [{ path: '/', element: <BlockedPeopleSection /> }];
const person = {
  id: 'u2',
  name: 'Campus Coffee',
  avatar: 'data:image/svg+xml,x',
  blockedAt: '2026-11-20T10:00:00.000Z',
};

describe('BlockedPeopleSection', () => {
  it('lists the people the account blocked and unblocks one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      // After the unblock, the list is read again and is empty.
      const unblocked = fetch.mock.calls.some(([, i]) => i?.method === 'DELETE');
      return jsonResponse(200, { items: unblocked ? [] : [person] });
    });
    renderWithRouter(route(), { user: testUser() });
    const section = await screen.findByRole('region', { name: 'Blocked people' });
    expect(await within(section).findByText('Campus Coffee')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Unblock Campus Coffee' }));
    expect(await within(section).findByText(SAFETY_MESSAGES.noBlocks)).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, i]) => String(url) === '/api/blocks/u2' && i?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });

  it('says so when nobody is blocked', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { items: [] }));
    renderWithRouter(route(), { user: testUser() });
    expect(await screen.findByText(SAFETY_MESSAGES.noBlocks)).toBeTruthy();
  });
});
