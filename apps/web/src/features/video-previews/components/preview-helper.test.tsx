import { VIDEO_PREVIEW_MESSAGES, VIDEO_STYLE_MAX } from '@pulse/domain/video-previews';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { PreviewHelper } from './preview-helper';

describe('PreviewHelper', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages for a blank prompt and a long style and sends nothing", async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, { previews: [], configured: true }));
    renderWithRouter([{ path: '/', element: <PreviewHelper creatorId="user_2" creatorName="Mo" /> }]);
    await screen.findByText('No previews yet.');
    fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'x'.repeat(VIDEO_STYLE_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Preview' }));

    expect(await screen.findByText(VIDEO_PREVIEW_MESSAGES.promptRequired)).toBeTruthy();
    expect(screen.getByText(VIDEO_PREVIEW_MESSAGES.styleTooLong)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends the duration as a number with the creator', async () => {
    fetchSpy.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, { preview: {} })
        : jsonResponse(200, { previews: [], configured: true }),
    );
    renderWithRouter([{ path: '/', element: <PreviewHelper creatorId="user_2" creatorName="Mo" /> }]);
    await screen.findByText('No previews yet.');
    fireEvent.change(screen.getByLabelText('Prompt'), { target: { value: 'A night drive' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Preview' }));

    await waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const index = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentRequest(fetchSpy, index).body).toEqual({
      creatorId: 'user_2',
      prompt: 'A night drive',
      style: '',
      duration: 5,
      aspectRatio: '16:9',
      format: 'mp4',
    });
  });
});
