import { TEST_MODE_BANNER } from '@pulse/domain/test-mode';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestModeBanner } from './test-mode-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(testMode: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ testMode }), { headers: { 'content-type': 'application/json' } })),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TestModeBanner />
    </QueryClientProvider>,
  );
}

describe('TestModeBanner', () => {
  it('tells every user that no real money moves on a test deployment', async () => {
    renderWith(true);
    expect((await screen.findByRole('status')).textContent).toBe(TEST_MODE_BANNER);
  });

  it('says nothing on a live deployment', async () => {
    const { container } = renderWith(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });
});
