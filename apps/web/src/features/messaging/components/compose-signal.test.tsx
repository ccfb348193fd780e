import { SIGNAL_MESSAGES } from '@pulse/domain/studio';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { ComposeSignal } from './compose-signal';

describe('ComposeSignal', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for a blank signal and sends nothing", async () => {
    fetchSpy.mockImplementation(async () =>
      jsonResponse(200, { followers: 3, canCompose: { allowed: true, reason: null } }),
    );
    renderWithRouter([{ path: '/', element: <ComposeSignal /> }]);
    fireEvent.change(await screen.findByLabelText('Your signal'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Signal' }));

    expect(await screen.findByText(SIGNAL_MESSAGES.required)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed signal and says how many followers it reached', async () => {
    fetchSpy.mockImplementation(async () =>
      jsonResponse(200, { followers: 3, canCompose: { allowed: true, reason: null } }),
    );
    renderWithRouter([{ path: '/', element: <ComposeSignal /> }]);
    fireEvent.change(await screen.findByLabelText('Your signal'), { target: { value: ' Drop Friday ' } });
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(201, {
        signal: { id: 's1', content: 'Drop Friday', context: 'profile', createdAt: '2030-01-01T00:00:00Z' },
        delivered: 3,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Signal' }));

    expect(await screen.findByText('Signal sent to 3 followers.')).toBeTruthy();
    expect(sentRequest(fetchSpy, 1).body).toEqual({ content: 'Drop Friday' });
    expect((screen.getByLabelText('Your signal') as HTMLTextAreaElement).value).toBe('');
  });
});
