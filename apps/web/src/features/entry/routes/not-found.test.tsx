import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { NotFoundRoute } from './not-found';

describe('NotFoundRoute', () => {
  const fetchSpy = stubFetch();
  afterEach(() => vi.restoreAllMocks());

  it('says the page was not found, links home, and logs the path once', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    renderWithRouter([{ path: '*', element: <NotFoundRoute /> }], { path: '/fan/feed' });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('/api/client-log/not-found');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ path: '/fan/feed' });
  });

  it('warns in the console when the log call fails', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithRouter([{ path: '*', element: <NotFoundRoute /> }], { path: '/nowhere' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
