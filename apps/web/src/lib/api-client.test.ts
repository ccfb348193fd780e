import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest } from '../test/render-with-router';
import { ApiError, apiRequest, errorMessage, UNREACHABLE_MESSAGE } from './api-client';

describe('apiRequest', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends GET without a body, with same-origin cookies', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: null }));
    await expect(apiRequest('/api/me')).resolves.toEqual({ user: null });
    const request = sentRequest(fetchSpy);
    expect(request.method).toBe('GET');
    expect(request.rawBody).toBeUndefined();
    expect(request.credentials).toBe('same-origin');
  });

  it('sends state-changing requests as JSON, with {} when there is no body', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/accounts/sign-out', { method: 'POST' })).resolves.toBeUndefined();
    const request = sentRequest(fetchSpy);
    expect(request.rawBody).toBe('{}');
    expect(request.headers['Content-Type']).toBe('application/json');
  });

  it("throws the server's error code, message and fields", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: { code: 'validation_failed', message: 'Invalid input', fields: { name: 'Name is required' } },
      }),
    );
    const error = await apiRequest('/api/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid input',
      fields: { name: 'Name is required' },
    });
  });

  it('turns an unreadable gateway error and a network failure into a clear message', async () => {
    fetchSpy.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 502, message: UNREACHABLE_MESSAGE });

    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorMessage(error)).toBe(UNREACHABLE_MESSAGE);
  });
});
