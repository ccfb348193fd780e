import { CONTACT_SUCCESS_MESSAGE } from '@pulse/domain/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ContactForm } from './contact-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactForm', () => {
  const fetchSpy = stubFetch();

  it("shows the domain's validation messages on an empty submit and sends nothing", async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Pick a topic')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts the message as JSON, then thanks the sender and clears the form', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(201, { id: 'c_1', receivedAt: '2025-01-01T00:00:00.000Z' }));
    renderForm();
    fill('Name', 'Ada');
    fill('Email', 'Ada@Example.com');
    fill('Topic', 'payments');
    fill('Message', 'When is escrow released to me?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeTruthy();
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('/api/contact');
    expect(request.method).toBe('POST');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'payments',
      message: 'When is escrow released to me?',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's field errors on the fields", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { email: 'Please enter a valid email address' },
        },
      }),
    );
    renderForm();
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Topic', 'general');
    fill('Message', 'A message long enough.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).toBeNull();
  });
});
