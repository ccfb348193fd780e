import { FAILED_JOB_MESSAGES, type FailedJob } from '@pulse/domain/failed-jobs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '../../../test/render-with-router';
import { FailedJobQueue } from './failed-job-queue';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const job: FailedJob = {
  id: '6f1c2f0e-8a8e-4b7e-9a57-2f0a6b6d3c11',
  name: 'email.deliver',
  label: 'Send an e-mail',
  data: { emailId: 'b2l3n4' },
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  retryCount: 3,
  failedAt: new Date().toISOString(),
};

describe('FailedJobQueue', () => {
  it('lists each failed job with its error, and Retry runs it again and refreshes the list', async () => {
    let listed = [job];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).endsWith('/retry') && init?.method === 'POST') {
        listed = [];
        return jsonResponse(200, { retried: true });
      }
      return jsonResponse(200, { jobs: listed });
    });
    renderWithRouter([{ path: '/', element: <FailedJobQueue /> }], { user: null });

    expect(await screen.findByRole('heading', { name: 'Send an e-mail' })).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
    expect(screen.getByText(/3 retries/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    const retryCall = fetchSpy.mock.calls.find(([input]) => String(input).endsWith('/retry'));
    expect(String(retryCall?.[0])).toBe(`/api/admin/jobs/${job.id}/retry`);
    expect(FAILED_JOB_MESSAGES.retried).toBe('Job queued again.');
  });

  it('shows why a retry was refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      String(input).endsWith('/retry') && init?.method === 'POST'
        ? jsonResponse(404, { error: { code: 'not_found', message: FAILED_JOB_MESSAGES.notFailed } })
        : jsonResponse(200, { jobs: [job] }),
    );
    renderWithRouter([{ path: '/', element: <FailedJobQueue /> }], { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(FAILED_JOB_MESSAGES.notFailed)).toBeTruthy());
  });
});
