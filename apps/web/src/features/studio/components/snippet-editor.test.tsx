import type { DashboardSnippet } from '@pulse/domain/studio';
import { OWNERSHIP_MESSAGE, TITLE_REQUIRED_MESSAGE } from '@pulse/domain/uploads';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { SnippetEditor } from './snippet-editor';

const snippet: DashboardSnippet = {
  id: 'snip_1',
  kind: 'snippet',
  title: 'Night drive',
  durationSeconds: 30,
  ownershipPercentage: 100,
  usageTiers: ['ugc'],
  splits: [],
  categories: [],
  tags: ['lo-fi', 'night'],
  mediaKind: 'audio',
  media: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('SnippetEditor', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages for a blank title and a bad ownership and sends nothing", async () => {
    renderWithRouter([
      { path: '/', element: <SnippetEditor snippet={snippet} creativeRole="producer" onDone={vi.fn()} /> },
    ]);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Ownership percentage'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(TITLE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(OWNERSHIP_MESSAGE)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the tags as a list, a blank ownership as 0 and the ticked tiers', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, { snippet: {} }));
    const onDone = vi.fn();
    renderWithRouter([
      { path: '/', element: <SnippetEditor snippet={snippet} creativeRole="producer" onDone={onDone} /> },
    ]);
    fireEvent.change(await screen.findByLabelText('Tags'), { target: { value: 'lo-fi, Lo-Fi, rain,' } });
    fireEvent.change(screen.getByLabelText('Ownership percentage'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /UGC/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const request = sentRequest(fetchSpy);
    expect(request.method).toBe('PATCH');
    expect(request.body).toEqual({
      title: 'Night drive',
      tags: ['lo-fi', 'rain'],
      ownershipPercentage: 0,
      usageTiers: [],
    });
  });

  it('sends only the title and tags without rights', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, { snippet: {} }));
    const onDone = vi.fn();
    renderWithRouter([
      { path: '/', element: <SnippetEditor snippet={snippet} creativeRole="videographer" onDone={onDone} /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentRequest(fetchSpy).body).toEqual({ title: 'Night drive', tags: ['lo-fi', 'night'] });
  });
});
