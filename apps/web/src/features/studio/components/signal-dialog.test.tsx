import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignalDialog } from './signal-dialog';

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignalDialog />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send The Signal' }));
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Send The Signal', () => {
  it('refuses a blank signal without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fireEvent.change(screen.getByLabelText('Your signal'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your signal before sending.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure and keeps the text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { error: { code: 'rate_limited', message: 'Too many attempts.' } })),
    );
    renderDialog();
    fireEvent.change(screen.getByLabelText('Your signal'), { target: { value: 'Drop Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Too many attempts.');
    expect((screen.getByLabelText('Your signal') as HTMLTextAreaElement).value).toBe('Drop Friday');
  });

  it('posts {content, context:"profile"} and clears the text on success', async () => {
    const fetchMock = vi.fn(async () =>
      json(201, {
        signal: { id: 's1', content: 'Drop Friday', context: 'profile', createdAt: '2030-01-01T00:00:00Z' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fireEvent.change(screen.getByLabelText('Your signal'), { target: { value: ' Drop Friday ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/signal',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ content: 'Drop Friday', context: 'profile' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send The Signal' }));
    expect((screen.getByLabelText('Your signal') as HTMLTextAreaElement).value).toBe('');
  });
});
