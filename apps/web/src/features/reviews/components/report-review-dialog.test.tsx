import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { ReportReviewButton } from './report-review-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function openDialog() {
  renderWithRouter([{ path: '/', element: <ReportReviewButton reviewId="rv1" authorName="Maya" /> }]);
  fireEvent.click(screen.getByRole('button', { name: 'Report review' }));
  return screen.getByRole('dialog', { name: 'Report this review' });
}

describe('ReportReviewButton', () => {
  it('sends the reason and details, then thanks the reporter', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse(201, { report: { id: 'r1', reviewId: 'rv1', status: 'open', createdAt: '2026-01-01T00:00:00Z' } }),
      );
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.change(within(dialog).getByLabelText('Details'), { target: { value: ' Not about the deal ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks. Pulse will look at this review.')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentRequest(fetch).body).toEqual({ reason: 'other', details: 'Not about the deal' });
  });
});
