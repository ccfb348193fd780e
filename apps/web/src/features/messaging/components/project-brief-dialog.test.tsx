import { MESSAGING_MESSAGES } from '@pulse/domain/messaging';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ProjectBriefDialog } from './project-brief-dialog';

afterEach(cleanup);

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function renderDialog(onSend: (brief: unknown) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(<ProjectBriefDialog open onOpenChange={onOpenChange} onSend={onSend} creatorName="Maya Chen" />);
  return onOpenChange;
}

function fill() {
  fireEvent.change(screen.getByLabelText('Project Title'), { target: { value: 'Launch reel' } });
  fireEvent.change(screen.getByLabelText('Budget Range'), { target: { value: 'Under $1,000' } });
  fireEvent.change(screen.getByLabelText('Project Description'), { target: { value: 'A calm launch reel.' } });
}

describe('ProjectBriefDialog', () => {
  it("shows the server's schema messages on the fields and sends nothing", async () => {
    const onSend = vi.fn(async () => undefined);
    renderDialog(onSend);
    fireEvent.click(screen.getByRole('button', { name: 'Send Brief' }));
    await waitFor(() =>
      expect(messageBy(screen.getByLabelText('Project Title'))).toBe(MESSAGING_MESSAGES.titleRequired),
    );
    expect(messageBy(screen.getByLabelText('Budget Range'))).toBe(MESSAGING_MESSAGES.budgetRequired);
    expect(messageBy(screen.getByLabelText('Project Description'))).toBe(MESSAGING_MESSAGES.descriptionRequired);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("puts the server's message on the brief's field it names, and one about no field above the form", async () => {
    const onSend = vi
      .fn<(brief: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_failed', 'Invalid request', {
          'brief.timeline': MESSAGING_MESSAGES.timelinePast,
        }),
      )
      .mockRejectedValueOnce(new ApiError(403, 'blocked', 'You cannot message this person.'));
    const onOpenChange = renderDialog(onSend);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Brief' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Timeline'))).toBe(MESSAGING_MESSAGES.timelinePast));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ title: 'Launch reel', budget: 'Under $1,000' }));
    expect(screen.queryByText('Invalid request')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send Brief' }));
    expect(await screen.findByText('You cannot message this person.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
