import { MESSAGING_MESSAGES } from '@pulse/domain/messaging';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

afterEach(cleanup);

describe('Composer (spec part 2, section 5: message send)', () => {
  it('keeps Send disabled and ignores Enter while the text is blank', () => {
    const onSend = vi.fn(async () => {});
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text on Enter, not on Shift+Enter, and clears the box', async () => {
    const onSend = vi.fn(async () => {});
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '  Hello there ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Hello there');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('puts the text back when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error(MESSAGING_MESSAGES.sendFailed);
    });
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box.value).toBe('Keep me'));
  });

  it('is disabled with the reason when the creative is Booked', () => {
    render(
      <Composer
        onSend={async () => {}}
        disabled
        disabledReason="Maya is booked and not taking new projects right now."
        onProjectBrief={() => {}}
      />,
    );
    expect(screen.getByText('Maya is booked and not taking new projects right now.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send a project brief' })).toHaveProperty('disabled', true);
  });
});
