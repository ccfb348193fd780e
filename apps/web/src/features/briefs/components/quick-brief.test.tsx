import { BRIEF_MESSAGES, BRIEF_TEXT_MAX } from '@pulse/domain/briefs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { QuickBrief } from './quick-brief';

describe('QuickBrief', () => {
  const fetchSpy = stubFetch();

  it("keeps Post Brief off while the text is blank and shows the spec's message for a text too long", async () => {
    renderWithRouter([{ path: '/', element: <QuickBrief preferences={{}} onPosted={vi.fn()} /> }]);
    const field = await screen.findByLabelText('What do you need?');
    const button = screen.getByRole('button', { name: 'Post Brief' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);

    fireEvent.change(field, { target: { value: 'x'.repeat(BRIEF_TEXT_MAX + 1) } });
    fireEvent.click(button);
    expect(await screen.findByText(BRIEF_MESSAGES.descriptionTooLong)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("posts a preset's text as the brief and shows the server's message on the field", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { description: BRIEF_MESSAGES.descriptionRequired },
        },
      }),
    );
    const onPosted = vi.fn();
    renderWithRouter([{ path: '/', element: <QuickBrief preferences={{}} onPosted={onPosted} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Podcast Intro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post Brief' }));

    expect(await screen.findByText(BRIEF_MESSAGES.descriptionRequired)).toBeTruthy();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const request = sentRequest(fetchSpy);
    expect(request.body).toMatchObject({ title: 'Podcast Intro', usageType: 'podcast', category: 'producer' });
    expect(onPosted).not.toHaveBeenCalled();
  });
});
