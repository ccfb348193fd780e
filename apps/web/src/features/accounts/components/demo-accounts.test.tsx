import type { DemoAccount } from '@pulse/domain/demo-accounts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { SignInRoute } from '../routes/sign-in';

const routes = [
  { path: '/signin', element: <SignInRoute /> },
  { path: '*', element: <p>Elsewhere</p> },
];

const ACCOUNTS: DemoAccount[] = [
  {
    key: 'partner',
    label: 'Partner',
    role: 'brand',
    name: 'Morgan Ellis',
    title: 'Harbor Lights Festival',
    shows: 'Briefs in every state.',
  },
  { key: 'fan', label: 'Explorer', role: 'fan', name: 'Casey Rivera', title: 'Fan', shows: 'Taste and tips.' },
  { key: 'admin', label: 'Admin', role: 'admin', name: 'Alex Okafor', title: 'PulseTeam', shows: 'A queue.' },
];

describe('Try a demo account (sign-in page)', () => {
  const fetchSpy = stubFetch();

  function answer(list: (url: string, init?: RequestInit) => Response) {
    fetchSpy.mockImplementation(async (input, init) => list(String(input), init));
  }

  it('offers one button per demo account, marked as demo', async () => {
    answer(() => jsonResponse(200, { accounts: ACCOUNTS }));
    renderWithRouter(routes, { path: '/signin', user: null });
    const block = await screen.findByRole('region', { name: 'Try a demo account' });
    expect(within(block).getByText('Demo')).toBeTruthy();
    expect(within(block).getByText(/Sample accounts with sample data/)).toBeTruthy();
    const buttons = within(block).getAllByRole('button');
    // Each button is named by its own words and described by what the account shows.
    expect(buttons.map((b) => b.textContent)).toEqual([
      'PartnerMorgan Ellis · Harbor Lights Festival',
      'ExplorerCasey Rivera · Fan',
      'AdminAlex Okafor · PulseTeam',
    ]);
    expect(
      within(block)
        .getByRole('button', { name: /^Partner/ })
        .getAttribute('aria-describedby'),
    ).toBe('demo-account-partner');
    expect(document.getElementById('demo-account-partner')?.textContent).toBe('Briefs in every state.');
    // The sign-in form is still the page's first thing.
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('is not there when the server has no demo accounts (404)', async () => {
    answer(() => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }));
    renderWithRouter(routes, { path: '/signin', user: null });
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('region', { name: 'Try a demo account' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs in with one click and lands where the role lands', async () => {
    answer((url) =>
      url === '/api/demo-accounts'
        ? jsonResponse(200, { accounts: ACCOUNTS })
        : jsonResponse(200, { user: testUser({ role: 'admin', approvalStatus: 'approved' }) }),
    );
    const { router } = renderWithRouter(routes, { path: '/signin', user: null });
    fireEvent.click(await screen.findByRole('button', { name: /^Admin/ }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/applications');
    const signIn = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/sign-in'));
    expect(String(signIn?.[0])).toBe('/api/demo-accounts/admin/sign-in');
    expect(signIn?.[1]?.method).toBe('POST');
  });

  it("says why when a demo account can't sign in", async () => {
    const message = "This demo account's password was changed, so one-click sign-in no longer works for it.";
    answer((url) =>
      url === '/api/demo-accounts'
        ? jsonResponse(200, { accounts: ACCOUNTS })
        : jsonResponse(409, { error: { code: 'conflict', message } }),
    );
    renderWithRouter(routes, { path: '/signin', user: null });
    fireEvent.click(await screen.findByRole('button', { name: /^Explorer/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
