import { WRONG_CODE_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { SecondFactorForm } from './second-factor-form';

describe('SecondFactorForm', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for each kind of code and sends nothing", async () => {
    renderWithRouter([{ path: '/', element: <SecondFactorForm onSignedIn={vi.fn()} onRestart={vi.fn()} /> }]);
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const backup = (await screen.findByLabelText('Backup code')) as HTMLInputElement;
    expect(backup.value).toBe('');
    expect(screen.queryByText('Enter the 6-digit code from your authenticator app')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter one of your backup codes')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the code with trust this device and shows the server's wrong code on the field", async () => {
    fetchSpy.mockImplementation(async () =>
      jsonResponse(400, {
        error: { code: 'validation_failed', message: WRONG_CODE_MESSAGE, fields: { code: WRONG_CODE_MESSAGE } },
      }),
    );
    const onSignedIn = vi.fn();
    renderWithRouter([{ path: '/', element: <SecondFactorForm onSignedIn={onSignedIn} onRestart={vi.fn()} /> }]);
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByLabelText('Trust this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    expect(sentRequest(fetchSpy).body).toEqual({ code: '123456', trustDevice: true });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with a backup code', async () => {
    const user = testUser();
    fetchSpy.mockImplementation(async () => jsonResponse(200, { user }));
    const onSignedIn = vi.fn();
    renderWithRouter([{ path: '/', element: <SecondFactorForm onSignedIn={onSignedIn} onRestart={vi.fn()} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    fireEvent.change(await screen.findByLabelText('Backup code'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(sentRequest(fetchSpy).body).toEqual({ backupCode: 'abcd-efgh', trustDevice: false });
  });
});
