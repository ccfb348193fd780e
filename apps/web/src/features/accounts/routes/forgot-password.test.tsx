import { RESET_LINK_SENT_MESSAGE } from '@pulse/domain/account-security';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ForgotPasswordRoute } from './forgot-password';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordRoute /> }];

describe('ForgotPasswordRoute', () => {
  const fetchSpy = stubFetch();

  it("shows the domain's message for a missing or malformed e-mail, then sends the link", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { message: RESET_LINK_SENT_MESSAGE }));
    renderWithRouter(routes, { path: '/forgot-password', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_LINK_SENT_MESSAGE)).toBeTruthy();
    expect(sentRequest(fetchSpy)).toMatchObject({
      url: '/api/accounts/forgot-password',
      body: { email: 'ada@example.com' },
    });
  });
});
