import { INVITE_MESSAGES } from '@pulse/domain/creator-search';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { InviteCreatorScreen } from './invite-creator';

const creator = { id: 'user_2', name: 'Mo Beats', avatar: '', unavailableReason: null };
const briefs = {
  items: [{ id: 'brief_1', title: 'Night drive reel', status: 'open', deadline: null, matchCount: 3 }],
};

describe('InviteCreatorScreen', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message when no brief is picked, and sends the picked one", async () => {
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { briefId: 'brief_1', briefTitle: 'Night drive reel', invited: 1, alreadyInvited: 0 })
        : jsonResponse(200, briefs),
    );
    renderWithRouter([
      { path: '/', element: <InviteCreatorScreen creator={creator} /> },
      { path: '/creator/:id', element: <p>Profile</p> },
    ]);
    await screen.findByText('Night drive reel');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(INVITE_MESSAGES.pickBrief)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('radio'));
    await waitFor(() => expect(screen.queryByText(INVITE_MESSAGES.pickBrief)).toBeNull());
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' You fit. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Profile')).toBeTruthy();
    const request = sentRequest(fetchSpy, 1);
    expect(request.url).toBe('/api/briefs/brief_1/invitations');
    expect(request.body).toEqual({ creatorIds: ['user_2'], message: 'You fit.' });
  });
});
