import type { Me } from '@pulse/domain/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { meQueryKey } from '../lib/session';

/** A test account; each test overrides what it cares about. */
export function testUser(overrides: Partial<Me> = {}): Me {
  return {
    id: 'user_1',
    name: 'Ada Producer',
    email: 'ada@pulse.example',
    isGuest: false,
    emailVerified: true,
    twoFactorEnabled: false,
    role: 'creator',
    creativeRole: 'producer',
    agency: false,
    approvalStatus: 'pending',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders routes in a memory router with a fresh QueryClient. `user` seeds GET /api/me
 * (undefined leaves it unloaded), so components read the session without a request.
 */
export function renderWithRouter(
  routes: RouteObject[],
  { path = '/', user }: { path?: string; user?: Me | null } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (user !== undefined) client.setQueryData(meQueryKey, { user });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A JSON answer for a replaced `fetch`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The `index`th request a replaced `fetch` received, with its JSON body parsed. */
export function sentRequest(fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } }, index = 0) {
  const [input, init] = fetchSpy.mock.calls[index] ?? [];
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return {
    url: String(input),
    method: init?.method,
    headers: (init?.headers ?? {}) as Record<string, string>,
    rawBody: init?.body,
    body,
    credentials: init?.credentials,
  };
}
