// @vitest-environment node
import type { MeResponse } from '@pulse/domain/accounts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

const GUEST: MeResponse = { user: null } as MeResponse;

/** An API that answers the given paths with JSON and everything else with 404, and notes what was asked. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const api = async (path: string, init: RequestInit) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    const found = answers[path];
    return found === undefined
      ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), { status: 404 })
      : new Response(JSON.stringify(found), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { api, asked };
}

describe('rendering a page on the server (decision 039)', () => {
  it('renders a static page with the session it asked for, and hands over that answer for hydrating', async () => {
    const { api, asked } = fakeApi({ '/api/me': GUEST });
    const page = await renderPage('/about', api, { testMode: false });
    expect(page?.html).toContain('About Pulse');
    expect(page?.html).not.toContain('No real money moves');
    expect(asked).toEqual(['GET /api/me']);
    expect(page?.state.queries.map((q) => q.queryKey)).toEqual([['me']]);
  });

  it('renders the test-mode banner on a test deployment', async () => {
    const { api } = fakeApi({ '/api/me': GUEST });
    const page = await renderPage('/about', api, { testMode: true });
    expect(page?.html).toContain('role="status"');
  });

  it("asks for the screen's own data as the visitor, and fails loudly on an answer it cannot render", async () => {
    // Not the shape the piece screen reads: the render throws, and the server's page renderer falls back to
    // rendering in the browser (modules/share/share-page.ts).
    const { api, asked } = fakeApi({ '/api/me': GUEST, '/api/pieces/p1': { title: 'First Light' } });
    await expect(renderPage('/piece/p1', api, { testMode: false })).rejects.toThrow();
    expect(asked).toEqual(['GET /api/me', 'GET /api/pieces/p1']);
  });

  it('leaves a page whose data failed to the browser', async () => {
    const { api } = fakeApi({ '/api/me': GUEST });
    expect(await renderPage('/creator/nobody', api, { testMode: false })).toBeNull();
  });
});
