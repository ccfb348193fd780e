import { PAYMENT_FAILED_MESSAGE, TIP_MESSAGES } from '@pulse/domain/deals';
import { TIP_NOTE_MAX, TIP_TAB_MESSAGES } from '@pulse/domain/tip-tab';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { TipDialog } from './tip-dialog';

const METHODS = { provider: 'sandbox', paymentMethods: [{ id: 'pm_card_visa', label: 'Visa' }], publishableKey: null };
const GUEST = testUser({ isGuest: true, role: 'fan', creativeRole: null });

describe('TipDialog (a guest tips once)', { timeout: 20_000 }, () => {
  const fetchSpy = stubFetch();

  /** Answers the payment methods, then `tip` for the tip itself. */
  function open(tip: () => Response) {
    fetchSpy.mockImplementation(async (input) =>
      String(input).includes('/api/payments/methods') ? jsonResponse(200, METHODS) : tip(),
    );
    const onClose = vi.fn();
    renderWithRouter(
      [{ path: '/', element: <TipDialog creatorId="cr_1" creatorName="Kwame Asante" onClose={onClose} /> }],
      { user: GUEST },
    );
    return onClose;
  }
  const tipRequests = () => fetchSpy.mock.calls.filter(([input]) => String(input).includes('/tips'));

  it("shows the schema's messages on the amount and the note, and sends nothing", async () => {
    open(() => jsonResponse(500, {}));
    const amount = await screen.findByLabelText('Amount ($1 to $20)');
    fireEvent.change(amount, { target: { value: '25' } });
    expect(await screen.findByText(TIP_MESSAGES.range)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(TIP_NOTE_MAX + 1) } });
    expect(await screen.findByText(TIP_TAB_MESSAGES.noteTooLong)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tipRequests()).toHaveLength(0);
  });

  it('sends a quick amount in cents with the payment method, and closes', async () => {
    const onClose = open(() => jsonResponse(201, {}));
    fireEvent.click(await screen.findByRole('button', { name: '$5' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  Great set  ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send tip' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const index = fetchSpy.mock.calls.findIndex(([input]) => String(input).includes('/tips'));
    expect(sentRequest(fetchSpy, index).body).toEqual({
      amountCents: 500,
      paymentMethod: 'pm_card_visa',
      note: 'Great set',
      anonymous: false,
    });
  });

  it("shows a declined card's message and the server's field error on its field", async () => {
    open(() => jsonResponse(402, { error: { code: 'payment_declined', message: PAYMENT_FAILED_MESSAGE } }));
    // Send is on once the payment methods are in.
    await screen.findByText('Visa');
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE)).toBeTruthy();

    fetchSpy.mockImplementation(async (input) =>
      String(input).includes('/api/payments/methods')
        ? jsonResponse(200, METHODS)
        : jsonResponse(400, {
            error: { code: 'invalid', message: 'Check the note', fields: { note: TIP_TAB_MESSAGES.noteTooLong } },
          }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send tip' }));
    const note = screen.getByLabelText('Note (optional)');
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
  });
});
