import { EMAIL_TAKEN_MESSAGE } from '@pulse/domain/accounts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { SignUpRoute } from './sign-up';

const routes = [
  { path: '/signup', element: <SignUpRoute /> },
  { path: '*', element: <p>Elsewhere</p> },
];

function submit(name: string, email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Display name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignUpRoute', () => {
  const fetchSpy = stubFetch();

  it("shows the domain's messages before sending anything", async () => {
    renderWithRouter(routes, { path: '/signup', user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Display name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    submit('A', 'not-an-email', 'short');
    expect(await screen.findByText('Display name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('puts a taken e-mail under the e-mail field, and other refusals in the alert', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(409, { error: { code: 'email_taken', message: EMAIL_TAKEN_MESSAGE } }));
    renderWithRouter(routes, { path: '/signup', user: null });
    submit('Ada Producer', 'Ada@Example.com', 'correct-horse');
    expect(await screen.findByText(EMAIL_TAKEN_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sentRequest(fetchSpy).body).toEqual({
      name: 'Ada Producer',
      email: 'ada@example.com',
      password: 'correct-horse',
    });

    fetchSpy.mockResolvedValueOnce(
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many sign-ups. Try again later.' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups. Try again later.');
  });
});
