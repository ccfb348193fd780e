import { BEAT_MESSAGES } from '@pulse/domain/beats';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { BeatForm } from './beat-form';

describe('BeatForm', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages for an empty beat and sends nothing", async () => {
    renderWithRouter([{ path: '/', element: <BeatForm producer={{ id: 'user_1', name: 'Ada' }} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Beat' }));

    expect(await screen.findByText(BEAT_MESSAGES.audioRequired)).toBeTruthy();
    expect(screen.getByText(BEAT_MESSAGES.previewRequired)).toBeTruthy();
    expect(screen.getByText(BEAT_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(BEAT_MESSAGES.moods)).toBeTruthy();
    expect(screen.getByText(BEAT_MESSAGES.licenseTypes)).toBeTruthy();
    expect(screen.getByText(BEAT_MESSAGES.nonExclusivePrice)).toBeTruthy();
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks the prices as typed, and a mood once picked, as the draft is saved', async () => {
    renderWithRouter([{ path: '/', element: <BeatForm producer={{ id: 'user_1', name: 'Ada' }} /> }]);
    fireEvent.change(await screen.findByLabelText('Non-exclusive price ($)'), { target: { value: '$149' } });
    fireEvent.change(screen.getByLabelText('Exclusive price ($)'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText(BEAT_MESSAGES.exclusivePrice)).toBeTruthy();
    expect(screen.queryByText(BEAT_MESSAGES.nonExclusivePrice)).toBeNull();
    expect(screen.getByText(BEAT_MESSAGES.moods)).toBeTruthy();

    fireEvent.click(screen.getByText('Moody', { exact: true }));
    await waitFor(() => expect(screen.queryByText(BEAT_MESSAGES.moods)).toBeNull());
    expect(screen.getByText(BEAT_MESSAGES.licenseTypes)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
