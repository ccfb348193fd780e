import { DEAL_MESSAGES, NoteRequest } from '@pulse/domain/deals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { dealView } from '../../../test/deal-view';
import { renderWithRouter } from '../../../test/render-with-router';
import { DeliverDialog, NoteDialog } from './deal-dialogs';

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function renderDeliver(onDeliver: (body: unknown) => Promise<void>) {
  const onClose = vi.fn();
  renderWithRouter([
    { path: '/', element: <DeliverDialog deal={dealView()} onClose={onClose} onDeliver={onDeliver} /> },
  ]);
  return { onClose };
}

describe('DeliverDialog', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("shows the server's rules on their own fields and delivers nothing", async () => {
    const onDeliver = vi.fn(async () => {});
    renderDeliver(onDeliver);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver' }));
    await waitFor(() =>
      expect(messageBy(screen.getByLabelText('Deliverables'))).toBe(DEAL_MESSAGES.deliverableRequired),
    );
    // A note over the limit is the note's message, not the deliverables' (the old dialog put it there).
    fireEvent.change(screen.getByLabelText('Deliverables'), { target: { value: 'reel.mp4' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Note (optional)'))).toBe(DEAL_MESSAGES.textTooLong));
    expect(messageBy(screen.getByLabelText('Deliverables'))).not.toBe(DEAL_MESSAGES.textTooLong);
    expect(onDeliver).not.toHaveBeenCalled();
  });

  it("delivers the lines as the server's fields and puts its field message on the field", async () => {
    const onDeliver = vi.fn(async () => {
      throw new ApiError(400, 'validation_failed', DEAL_MESSAGES.textTooLong, { note: DEAL_MESSAGES.textTooLong });
    });
    const { onClose } = renderDeliver(onDeliver);
    fireEvent.change(await screen.findByLabelText('Deliverables'), { target: { value: ' reel.mp4 \n\n stills.zip' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Final cut' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Deliver' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Note (optional)'))).toBe(DEAL_MESSAGES.textTooLong));
    expect(onDeliver).toHaveBeenCalledWith({
      deliverables: ['reel.mp4', 'stills.zip'],
      note: 'Final cut',
      aiGenerated: true,
      mediaId: null,
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('NoteDialog', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("asks for changes under the server's rule: blank and too long say so, the text goes trimmed", async () => {
    const onSubmit = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithRouter([
      {
        path: '/',
        element: (
          <NoteDialog
            open
            title="Ask for changes"
            label="What should change?"
            action="Send"
            pendingLabel="Sending..."
            rule={NoteRequest.shape.note}
            onClose={onClose}
            onSubmit={onSubmit}
          />
        ),
      },
    ]);
    const field = await screen.findByLabelText('What should change?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messageBy(field)).toBe(DEAL_MESSAGES.noteRequired));
    // The server's 1,000 characters, before a request (the old dialog checked only for blank).
    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messageBy(field)).toBe(DEAL_MESSAGES.textTooLong));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Shorter intro, please  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith('Shorter intro, please');
  });
});
