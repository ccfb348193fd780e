import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Send The Signal"
        description="Tell your people what you're working on."
      >
        <label>
          Your signal <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its description, with focus on the form', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Send The Signal' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Tell your people what you're working on.",
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Your signal'));
  });

  it('has no description when none is given', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Deliver">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Deliver' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('closes with its close button and gives focus back to the button that opened it', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the close button disabled while busy, and an alertdialog has its own role', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Delete “Night Drive”?" role="alertdialog" busy>
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Night Drive”?' });
    expect(dialog).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
