import { PIECE_MESSAGES } from '@pulse/domain/piece-publishing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { PublishPieceForm } from './publish-piece-form';

const snippets = [{ id: 'snip_1', title: 'Night drive' }];

describe('PublishPieceForm', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages for a missing title and a bad tag and sends nothing", async () => {
    renderWithRouter([{ path: '/', element: <PublishPieceForm snippets={snippets} /> }]);
    fireEvent.change(await screen.findByLabelText('Tags'), { target: { value: 'lo fi!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish to the feed' }));

    expect(await screen.findByText(PIECE_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(PIECE_MESSAGES.tagInvalid)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: ' , ' } });
    expect(await screen.findByText(PIECE_MESSAGES.tagsRequired)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the comma separated tags as a list', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(201, { piece: {} }));
    renderWithRouter([
      { path: '/', element: <PublishPieceForm snippets={snippets} /> },
      { path: '/feed', element: <p>Feed</p> },
    ]);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Night drive' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'Lo-Fi, night,' } });
    fireEvent.change(screen.getByLabelText('Your credit'), { target: { value: 'filmmaker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish to the feed' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchSpy).body).toEqual({
      snippetId: 'snip_1',
      title: 'Night drive',
      description: '',
      tags: ['lo-fi', 'night'],
      role: 'filmmaker',
    });
    expect(await screen.findByText('Feed')).toBeTruthy();
  });
});
