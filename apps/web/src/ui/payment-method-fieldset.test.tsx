import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethodFieldset } from './payment-method-fieldset';

type Handler = (event: unknown) => void;
const stripeMock = vi.hoisted(() => {
  const handlers = new Map<string, Handler>();
  const card = {
    on: vi.fn((name: string, handler: Handler) => handlers.set(name, handler)),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_1TestFromBrowser' } })),
  };
  return { handlers, card, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }));

const SANDBOX = [
  { id: 'pm_card_visa', label: 'Test Visa (succeeds)' },
  { id: 'pm_card_chargeDeclined', label: 'Test card (declined)' },
];

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  stripeMock.handlers.clear();
});

describe('PaymentMethodFieldset', () => {
  it('offers the sandbox test methods as radios and never loads Stripe', () => {
    const onChange = vi.fn();
    render(<PaymentMethodFieldset name="pm" methods={SANDBOX} value="pm_card_visa" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    const visa = screen.getByRole('radio', { name: 'Test Visa (succeeds)' }) as HTMLInputElement;
    const declined = screen.getByRole('radio', { name: 'Test card (declined)' }) as HTMLInputElement;
    expect(visa.checked).toBe(true);
    expect(declined.checked).toBe(false);
    fireEvent.click(declined);
    expect(onChange).toHaveBeenCalledWith('pm_card_chargeDeclined');
    expect(screen.queryByText('Card')).toBeNull();
    expect(stripeMock.loadStripe).not.toHaveBeenCalled();
  });

  it("in stripe mode mounts Stripe's card element and hands back only the PaymentMethod id", async () => {
    const onChange = vi.fn();
    render(<PaymentMethodFieldset name="pm" methods={[]} value="" onChange={onChange} publishableKey="pk_test_123" />);
    await waitFor(() => expect(stripeMock.card.mount).toHaveBeenCalled());
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByRole('radio')).toBeNull();

    stripeMock.handlers.get('change')?.({ complete: false, error: { message: 'Your card number is incomplete.' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your card number is incomplete.');

    stripeMock.handlers.get('change')?.({ complete: true });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('pm_1TestFromBrowser'));
    expect(stripeMock.stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripeMock.card });
  });
});
