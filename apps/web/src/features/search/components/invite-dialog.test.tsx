import { type CreativeSearchCard, INVITE_MESSAGES } from '@pulse/domain/creator-search';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { InviteDialog } from './invite-dialog';

const creatives = [
  { id: 'user_2', name: 'Mo Beats' },
  { id: 'user_3', name: 'Aisha Bello' },
] as unknown as CreativeSearchCard[];
const briefs = {
  items: [{ id: 'brief_1', title: 'Night drive reel', status: 'open', deadline: null, matchCount: 3 }],
};

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function renderDialog() {
  const onInvited = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter([
    {
      path: '/',
      element: <InviteDialog creatives={creatives} open onOpenChange={onOpenChange} onInvited={onInvited} />,
    },
  ]);
  return { onInvited, onOpenChange };
}

describe('InviteDialog', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message when no brief is picked, and sends the shortlist to the picked one", async () => {
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { briefId: 'brief_1', briefTitle: 'Night drive reel', invited: 2, alreadyInvited: 0 })
        : jsonResponse(200, briefs),
    );
    const { onInvited, onOpenChange } = renderDialog();
    await screen.findByText('Night drive reel');
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText(INVITE_MESSAGES.pickBrief)).toBeTruthy();
    expect(messageBy(screen.getByLabelText('Note (optional)'))).toBe(INVITE_MESSAGES.messageTooLong);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('radio'));
    await waitFor(() => expect(screen.queryByText(INVITE_MESSAGES.pickBrief)).toBeNull());
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' You fit. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onInvited).toHaveBeenCalledOnce();
    const request = sentRequest(fetchSpy, 1);
    expect(request.url).toBe('/api/briefs/brief_1/invitations');
    expect(request.body).toEqual({ creatorIds: ['user_2', 'user_3'], message: 'You fit.' });
  });

  it("puts the server's message about the note beside the note", async () => {
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(400, {
            error: {
              code: 'validation_failed',
              message: INVITE_MESSAGES.messageTooLong,
              fields: { message: INVITE_MESSAGES.messageTooLong },
            },
          })
        : jsonResponse(200, briefs),
    );
    const { onOpenChange } = renderDialog();
    fireEvent.click(await screen.findByRole('radio'));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'You fit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));

    await waitFor(() =>
      expect(messageBy(screen.getByLabelText('Note (optional)'))).toBe(INVITE_MESSAGES.messageTooLong),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
