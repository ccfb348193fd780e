import { STUDENT_STATUS_MESSAGES } from '@pulse/domain/student-status';
import type { StudentStatus } from '@pulse/domain/student-status-contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { StudentStatusSection } from './student-status-section';

const none: StudentStatus = {
  state: 'none',
  schoolEmail: null,
  school: null,
  verifiedAt: null,
  expiresAt: null,
  linkExpiresAt: null,
};

function renderSection(status: StudentStatus, user = testUser()) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/student-status' && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, status);
    if (String(input) === '/api/student-status' && init?.method === 'POST') {
      const { schoolEmail } = JSON.parse(String(init.body)) as { schoolEmail: string };
      return jsonResponse(202, {
        status: { ...none, state: 'pending', schoolEmail, linkExpiresAt: '2099-01-01T00:00:00.000Z' },
        message: `We sent a link to ${schoolEmail}. Open it within 24 hours to verify.`,
      });
    }
    if (String(input) === '/api/contact') return jsonResponse(201, { id: 'c1', receivedAt: '2026-01-01' });
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  renderWithRouter([{ path: '/', element: <StudentStatusSection /> }], { user });
  return fetchSpy;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StudentStatusSection', () => {
  it('is for creatives with an account only', () => {
    const fetchSpy = renderSection(none, testUser({ role: 'fan' }));
    expect(screen.queryByRole('heading', { name: 'Student status' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a look-alike before asking the server, then sends the link for a school e-mail', async () => {
    const fetchSpy = renderSection(none);
    const field = await screen.findByLabelText('School e-mail');
    fireEvent.change(field, { target: { value: 'ada@stanford.edu.evil.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(
      await screen.findByText(
        'That address only looks like stanford.edu. Use the e-mail your school gave you, exactly as it is.',
      ),
    ).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: 'ada@cs.stanford.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('ada@cs.stanford.edu')).toBeTruthy();
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchSpy, post).body).toEqual({ schoolEmail: 'ada@cs.stanford.edu' });
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it("says an empty address is missing, and puts the server's refusal of a taken one under the field", async () => {
    const fetchSpy = renderSection(none);
    fireEvent.click(await screen.findByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(STUDENT_STATUS_MESSAGES.required)).toBeTruthy();
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fetchSpy.mockImplementationOnce(async () =>
      jsonResponse(409, {
        error: {
          code: 'conflict',
          message: STUDENT_STATUS_MESSAGES.taken,
          fields: { schoolEmail: STUDENT_STATUS_MESSAGES.taken },
        },
      }),
    );
    fireEvent.change(screen.getByLabelText('School e-mail'), { target: { value: ' Ada@Stanford.EDU ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(STUDENT_STATUS_MESSAGES.taken)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchSpy, post).body).toEqual({ schoolEmail: 'Ada@stanford.edu' });
  });

  it('a non-school domain says so and offers a review, sent to the team', async () => {
    const fetchSpy = renderSection(none);
    fireEvent.change(await screen.findByLabelText('School e-mail'), { target: { value: 'ada@smallart.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(STUDENT_STATUS_MESSAGES.notSchool)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your school's name"), { target: { value: 'Small Art School' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a review' }));
    expect(await screen.findByText(STUDENT_STATUS_MESSAGES.reviewSent)).toBeTruthy();
    const call = fetchSpy.mock.calls.findIndex(([input]) => String(input) === '/api/contact');
    expect(sentRequest(fetchSpy, call).body).toMatchObject({
      topic: 'creatives',
      email: 'ada@pulse.example',
      message: expect.stringContaining('Small Art School uses smallart.org'),
    });
  });

  it('shows a verified status with its school and how long it lasts; an expired one offers verifying again', async () => {
    renderSection({
      state: 'verified',
      schoolEmail: 'ada@stanford.edu',
      school: { name: 'Stanford University', domain: 'stanford.edu' },
      verifiedAt: '2026-09-01T00:00:00.000Z',
      expiresAt: '2027-08-01T00:00:00.000Z',
      linkExpiresAt: null,
    });
    expect(await screen.findByText('· Stanford University')).toBeTruthy();
    expect(screen.getByText(/shows through July 2027/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove student status' })).toBeTruthy();
  });

  it('an expired status says it ended and sends a new link to the same address', async () => {
    const fetchSpy = renderSection({
      state: 'expired',
      schoolEmail: 'ada@stanford.edu',
      school: { name: 'Stanford University', domain: 'stanford.edu' },
      verifiedAt: '2025-09-01T00:00:00.000Z',
      expiresAt: '2026-08-01T00:00:00.000Z',
      linkExpiresAt: null,
    });
    expect(await screen.findByText(/ended with the academic year \(July 2026\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchSpy, post).body).toEqual({ schoolEmail: 'ada@stanford.edu' });
  });
});
