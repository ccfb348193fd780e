import { MESSAGING_MESSAGES, type Negotiation } from '@pulse/domain/messaging';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CounterDialog } from './counter-dialog';

const negotiation: Negotiation = {
  projectId: 'p1',
  title: 'Night drive score',
  status: 'open',
  amountCents: 150_000,
  offeredBy: 'brand_1',
  offerMessageId: 'm1',
  dealId: null,
};

afterEach(cleanup);

describe('CounterDialog', () => {
  it("starts at the offer on the table and shows the spec's messages on bad input", async () => {
    const onCounter = vi.fn(async () => undefined);
    render(<CounterDialog negotiation={negotiation} onOpenChange={vi.fn()} onCounter={onCounter} />);
    const field = screen.getByLabelText('Your amount ($)') as HTMLInputElement;
    expect(field.value).toBe('1500');

    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Counter' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.amountRequired)).toBeTruthy();

    fireEvent.change(field, { target: { value: '0' } });
    expect(await screen.findByText(MESSAGING_MESSAGES.amountRange)).toBeTruthy();
    expect(onCounter).not.toHaveBeenCalled();
  });

  it('sends the amount in whole dollars and closes', async () => {
    const onCounter = vi.fn(async () => undefined);
    const onOpenChange = vi.fn();
    render(<CounterDialog negotiation={negotiation} onOpenChange={onOpenChange} onCounter={onCounter} />);
    fireEvent.change(screen.getByLabelText('Your amount ($)'), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Counter' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onCounter).toHaveBeenCalledWith(negotiation, 1800);
  });
});
