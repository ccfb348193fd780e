import { PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ResetPasswordRoute } from './reset-password';

const routes = [{ path: '/reset-password', element: <ResetPasswordRoute /> }];

function submit(newPassword: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordRoute', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's password message and a mismatch before sending anything", async () => {
    renderWithRouter(routes, { path: '/reset-password?token=t0k3n', user: null });
    submit('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    submit('correct-horse', 'correct-hose');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the token with the new password; a used link is said in the alert', async () => {
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: 'invalid_token', message: RESET_LINK_INVALID_MESSAGE } }),
    );
    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { message: PASSWORD_RESET_DONE_MESSAGE }));
    renderWithRouter(routes, { path: '/reset-password?token=t0k3n', user: null });
    submit('correct-horse', 'correct-horse');
    expect((await screen.findByRole('alert')).textContent).toBe(RESET_LINK_INVALID_MESSAGE);
    expect(sentRequest(fetchSpy)).toMatchObject({
      url: '/api/accounts/reset-password',
      body: { token: 't0k3n', newPassword: 'correct-horse' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeTruthy();
  });
});
