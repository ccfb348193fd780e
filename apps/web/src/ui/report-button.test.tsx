import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../test/render-with-router';
import { ReportButton } from './report-button';

/** A lazy part's first import is transformed on demand, which can take longer than the default second on a busy machine. */
const LAZY = { timeout: 4_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => [
  { path: '/', element: <ReportButton kind="piece" targetId="piece_1" subject="“Campus Nights”" /> },
];

async function openForm() {
  renderWithRouter(button(), { user: testUser({ id: 'fan_1', role: 'fan' }) });
  fireEvent.click(screen.getByRole('button', { name: 'Report piece' }));
  return screen.findByRole('form', { name: 'Report piece' }, LAZY);
}

describe('ReportButton', () => {
  it('refuses an empty or overlong reason with the server’s messages and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(SAFETY_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("What's wrong?"), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(SAFETY_MESSAGES.reasonTooLong)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts the characters, sends the reason, and closes', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(201, {
        report: {
          id: 'r1',
          targetKind: 'piece',
          targetId: 'piece_1',
          status: 'open',
          createdAt: '2026-01-01T00:00:00Z',
        },
      }),
    );
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText("What's wrong?"), { target: { value: '  It copies my reel  ' } });
    expect(within(form).getByText('17 / 1,000 characters')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Report piece' })).toBeNull());
    expect(sentRequest(fetch)).toMatchObject({
      url: '/api/reports',
      method: 'POST',
      body: { targetKind: 'piece', targetId: 'piece_1', reason: 'It copies my reel' },
    });
  });

  it('shows the server’s message when it refuses', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(409, { error: { code: 'conflict', message: SAFETY_MESSAGES.alreadyReported } }),
    );
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText("What's wrong?"), { target: { value: 'Spam' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(SAFETY_MESSAGES.alreadyReported)).toBeTruthy();
  });
});
