import { CHANGE_EMAIL_SENT_MESSAGE, SAME_EMAIL_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { EmailSettings } from './email-settings';

const security = { email: 'ada@pulse.example', emailVerified: true, twoFactorEnabled: false, twoFactorRequired: false };

describe('EmailSettings', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for a bad address, the server's on the field, and closes once sent", async () => {
    fetchSpy.mockImplementation(async (input, init) => {
      if (String(input) === '/api/accounts/security') return jsonResponse(200, security);
      const { newEmail } = JSON.parse(String(init?.body)) as { newEmail: string };
      return newEmail === 'ada@pulse.example'
        ? jsonResponse(400, {
            error: { code: 'validation_failed', message: SAME_EMAIL_MESSAGE, fields: { newEmail: SAME_EMAIL_MESSAGE } },
          })
        : jsonResponse(200, { message: CHANGE_EMAIL_SENT_MESSAGE });
    });
    renderWithRouter([{ path: '/', element: <EmailSettings /> }], { user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'ada@pulse.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(SAME_EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText('New e-mail'), { target: { value: 'Ada@New.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(screen.queryByLabelText('New e-mail')).toBeNull());
    expect(sentRequest(fetchSpy, 2)).toMatchObject({
      url: '/api/accounts/email',
      body: { newEmail: 'ada@new.example' },
    });
  });
});
