import type { WorkMedia } from '@pulse/domain/media-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workMedia } from '../../../test/work-media';
import { ProcessingPreview } from './processing-preview';

function renderPreview(initial: WorkMedia, responses: WorkMedia[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const media = responses.length > 1 ? responses.shift()! : responses[0]!;
      return new Response(JSON.stringify({ media }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const onReplace = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProcessingPreview mediaId="m1" initial={initial} title="Golden Hour" onReplace={onReplace} />
    </QueryClientProvider>,
  );
  return { calls, onReplace };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProcessingPreview', () => {
  it('polls while the file processes, then shows the finished preview', async () => {
    const processing = workMedia({ kind: 'video', status: 'processing', playUrl: null, images: [] });
    const { calls } = renderPreview(processing, [processing, workMedia({ kind: 'video' })]);
    expect(screen.getByText('Processing: making the versions every screen needs…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Ready. This is how it plays on Pulse.')).toBeTruthy(), {
      timeout: 5_000,
    });
    expect(screen.getByRole('button', { name: 'Play Golden Hour' })).toBeTruthy();
    expect(calls.every((c) => c === 'GET /api/media/m1/status')).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('shows why processing failed, retries it, and offers a replacement', async () => {
    const failed = workMedia({ status: 'failed', playUrl: null, failureReason: 'This audio file is damaged.' });
    const { calls, onReplace } = renderPreview(failed, [failed, workMedia({ status: 'processing', playUrl: null })]);
    expect(screen.getByText('This audio file is damaged.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Replace file' }));
    expect(onReplace).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toContain('POST /api/media/m1/retry'));
    await waitFor(() => expect(screen.getByText('Processing: making the versions every screen needs…')).toBeTruthy());
  });
});
