import { CIRCLE_POST_MAX, CIRCLE_POST_MESSAGE, type CircleDetail } from '@pulse/domain/circles';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { CirclePage } from './circle-page';

const circle: CircleDetail = {
  id: 'circle_1',
  name: 'Night Owls',
  description: 'Late sessions.',
  category: 'music',
  image: 'violet',
  tags: [],
  activity: 'Active',
  isPrivate: false,
  featured: false,
  members: 2,
  isMember: true,
  alignment: 50,
  reason: 'Trending on Pulse',
  recentActivity: null,
  role: 'member',
  memberList: [],
  posts: [],
  inviteCode: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('CirclePage post form', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's message for a blank or too long post and sends nothing", async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, circle));
    renderWithRouter([{ path: '/', element: <CirclePage id="circle_1" /> }]);
    const field = await screen.findByLabelText('Share with the circle');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(CIRCLE_POST_MESSAGE)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'x'.repeat(CIRCLE_POST_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(CIRCLE_POST_MESSAGE)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('posts the trimmed text and empties the field', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(200, circle));
    renderWithRouter([{ path: '/', element: <CirclePage id="circle_1" /> }]);
    const field = (await screen.findByLabelText('Share with the circle')) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: ' Friday session ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(field.value).toBe(''));
    const request = sentRequest(fetchSpy, 1);
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ body: 'Friday session' });
  });
});
