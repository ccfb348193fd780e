import { WRONG_CODE_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { TwoFactorSettings } from './two-factor-settings';

const security = { email: 'ada@pulse.example', emailVerified: true, twoFactorEnabled: false, twoFactorRequired: false };
const setup = { totpUri: 'otpauth://totp/Pulse:ada?secret=ABCDEFGH', secret: 'ABCDEFGH', backupCodes: ['aaaa-bbbb'] };

describe('TwoFactorSettings', () => {
  const fetchSpy = stubFetch();

  function answer(routes: Record<string, () => Response>) {
    fetchSpy.mockImplementation(async (input) => {
      const path = String(input);
      return routes[path]?.() ?? jsonResponse(200, security);
    });
  }

  it("shows the spec's messages for a blank password and a code that is not 6 digits", async () => {
    answer({
      '/api/accounts/two-factor/enable': () => jsonResponse(200, setup),
      '/api/accounts/two-factor/confirm': () =>
        jsonResponse(400, {
          error: { code: 'validation_failed', message: WRONG_CODE_MESSAGE, fields: { code: WRONG_CODE_MESSAGE } },
        }),
    });
    renderWithRouter([{ path: '/', element: <TwoFactorSettings isAdmin={false} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Authentication code');
    expect(sentRequest(fetchSpy, 1).body).toEqual({ password: 'secret-password' });

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    expect(sentRequest(fetchSpy, 2).body).toEqual({ code: '123456' });
  });

  it('shows a wrong password by the field, as the server words it', async () => {
    answer({
      '/api/accounts/two-factor/disable': () =>
        jsonResponse(401, { error: { code: 'invalid_credentials', message: WRONG_CURRENT_PASSWORD_MESSAGE } }),
    });
    fetchSpy.mockImplementationOnce(async () => jsonResponse(200, { ...security, twoFactorEnabled: true }));
    renderWithRouter([{ path: '/', element: <TwoFactorSettings isAdmin={false} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));

    expect(await screen.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
  });
});
