import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { PasswordSettings } from './password-settings';

describe('PasswordSettings', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages before sending, the server's under its field and anything else in the alert", async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: WRONG_CURRENT_PASSWORD_MESSAGE,
          fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
        },
      }),
    );
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many attempts. Try again later.' } }),
    );
    renderWithRouter([{ path: '/', element: <PasswordSettings /> }], { user: testUser() });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentRequest(fetchSpy)).toMatchObject({
      url: '/api/accounts/password',
      body: { currentPassword: 'old-password', newPassword: 'correct-horse' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again later.');
  });
});
