import { INVALID_CREDENTIALS_MESSAGE } from '@pulse/domain/accounts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { SignInRoute } from './sign-in';

const routes = [
  { path: '/signin', element: <SignInRoute /> },
  { path: '*', element: <p>Elsewhere</p> },
];

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInRoute', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    // The page also asks for its demo accounts (demo-accounts.test.tsx): none here, so the spy sees only the form.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/demo-accounts'
        ? Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }))
        : fetchSpy(input, init),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the domain messages on an empty submit', async () => {
    renderWithRouter(routes, { path: '/signin', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message for wrong credentials", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(401, { error: { code: 'invalid_credentials', message: INVALID_CREDENTIALS_MESSAGE } }),
    );
    renderWithRouter(routes, { path: '/signin', user: null });
    submit('ada@example.com', 'wrong-password');
    expect(await screen.findByText(INVALID_CREDENTIALS_MESSAGE)).toBeTruthy();
  });

  it('goes to ?next= after signing in', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, { user: testUser() }));
    const { router } = renderWithRouter(routes, { path: '/signin?next=/about', user: null });
    submit('ada@example.com', 'correct-horse');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('/api/accounts/sign-in');
    expect(request.body).toEqual({ email: 'ada@example.com', password: 'correct-horse' });
  });

  it("sends an Explorer to For You, not the creators' studio (issue 18 item 1)", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: testUser({ role: 'fan' }) }));
    const { router } = renderWithRouter(routes, { path: '/signin', user: null });
    submit('ada@example.com', 'correct-horse');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fan/feed');
  });

  it("goes to the role's home without ?next=, ignoring off-site next values", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: testUser({ role: 'creator' }) }));
    const { router } = renderWithRouter(routes, { path: '/signin?next=//evil.example', user: null });
    submit('ada@example.com', 'correct-horse');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pulspace');
  });
});
