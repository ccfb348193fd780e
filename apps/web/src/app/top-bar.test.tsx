import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../test/render-with-router';
import { stubFetch } from '../test/stub-fetch';
import { TopBar } from './top-bar';

function routesWithTopBar(role: 'creator' | 'brand' | null, signedIn: boolean) {
  return [
    { path: '/', element: <h1>Landing</h1> },
    {
      path: '*',
      element: (
        <>
          <TopBar pathname="/about" role={role} signedIn={signedIn} />
          <h1>Inner screen</h1>
        </>
      ),
    },
  ];
}

describe('TopBar', () => {
  const fetchSpy = stubFetch();
  afterEach(() => window.localStorage.clear());

  it('Home clears the role on the server and local taste, then goes to /', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: testUser({ role: null }) }));
    window.localStorage.setItem('pulse.taste.quiz', '{"energy":"dance"}');
    window.localStorage.setItem('unrelated', 'kept');
    const { router } = renderWithRouter(routesWithTopBar('creator', true), { path: '/about', user: testUser() });

    fireEvent.click(screen.getByRole('button', { name: 'Home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('/api/me/role');
    expect(request.method).toBe('DELETE');
    expect(request.rawBody).toBe('{}');
    expect(window.localStorage.getItem('pulse.taste.quiz')).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('Back from a legal page goes to /', async () => {
    const { router } = renderWithRouter(routesWithTopBar(null, false), { path: '/about', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [null, false, '/signin?next=%2Fabout'],
    ['creator', true, '/pulspace'],
    ['brand', true, '/pulse-iq'],
  ] as const)('sends the profile icon of role %s (signed in: %s) to %s', (role, signedIn, href) => {
    renderWithRouter(routesWithTopBar(role, signedIn), { path: '/about', user: null });
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(href);
  });
});
