import { CONTACT_REPLY_MESSAGES, type ContactMessage } from '@pulse/domain/contact';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ContactInbox } from './contact-inbox';

const message: ContactMessage = {
  id: 'contact_1',
  userId: null,
  name: 'Sam',
  email: 'sam@pulse.example',
  topic: 'general',
  message: 'Do you take vinyl?',
  status: 'open',
  reply: null,
  repliedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('ContactInbox reply', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for a blank reply and sends nothing", async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, { items: [message] }));
    renderWithRouter([{ path: '/', element: <ContactInbox /> }]);
    fireEvent.change(await screen.findByLabelText('Reply to Sam'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply by e-mail' }));

    expect(await screen.findByText(CONTACT_REPLY_MESSAGES.required)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed reply and shows a refusal from the server', async () => {
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(409, { error: { code: 'conflict', message: CONTACT_REPLY_MESSAGES.answered } })
        : jsonResponse(200, { items: [message] }),
    );
    renderWithRouter([{ path: '/', element: <ContactInbox /> }]);
    const field = await screen.findByLabelText('Reply to Sam');
    fireEvent.change(field, { target: { value: ' Yes, we do. ' } });
    expect(screen.getByText('11/', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply by e-mail' }));

    expect(await screen.findByText(CONTACT_REPLY_MESSAGES.answered)).toBeTruthy();
    await waitFor(() => expect(sentRequest(fetchSpy, 1).body).toEqual({ reply: 'Yes, we do.' }));
  });
});
