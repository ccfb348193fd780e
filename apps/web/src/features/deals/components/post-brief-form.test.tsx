import { POST_BRIEF_FAILED_MESSAGE, POST_BRIEF_MESSAGES } from '@pulse/domain/deals';
import { RETAINER_MESSAGES } from '@pulse/domain/retainer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { PostBriefForm } from './post-brief-form';

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

function renderForm(onPosted = vi.fn()) {
  renderWithRouter([{ path: '/', element: <PostBriefForm onPosted={onPosted} /> }], {
    user: testUser({ role: 'brand' }),
  });
  return onPosted;
}

function fillProject() {
  fireEvent.change(screen.getByLabelText('Project Title'), { target: { value: 'Campus radio intro' } });
  fireEvent.change(screen.getByLabelText('Project Description'), { target: { value: 'A 15-second intro.' } });
  fireEvent.change(screen.getByLabelText('Budget Range'), { target: { value: '$250-$500' } });
  fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: tomorrow } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'producer' } });
  fireEvent.change(screen.getByLabelText('Contact Email'), { target: { value: 'radio@pulse.example' } });
}

describe('PostBriefForm', { timeout: 20_000 }, () => {
  const fetchSpy = stubFetch();

  it("says a retainer's missing months and notice with the other fields' messages, and sends nothing", async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { contactEmail: '' }));
    renderForm();
    fireEvent.change(screen.getByLabelText('Engagement'), { target: { value: 'retainer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Brief' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Months'))).toBe(RETAINER_MESSAGES.monthsRange));
    expect(messageBy(screen.getByLabelText('Notice'))).toBe(RETAINER_MESSAGES.noticeInvalid);
    expect(messageBy(screen.getByLabelText('Project Title'))).toBe(POST_BRIEF_MESSAGES.titleRequired);
    expect(messageBy(screen.getByLabelText('Contact Email'))).toBe(POST_BRIEF_MESSAGES.emailRequired);
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/project-briefs')).toBe(false);
  });

  it("sends a project without months, puts the server's field message on its field, and says the spec's failure otherwise", async () => {
    fetchSpy.mockImplementation(async (_url, init) => {
      if (init?.method !== 'POST') return jsonResponse(200, { contactEmail: '' });
      const body = JSON.parse(String(init.body)) as { title: string };
      return body.title === 'Campus radio intro'
        ? jsonResponse(400, {
            error: { code: 'validation_failed', message: 'Invalid request', fields: { title: 'Title taken' } },
          })
        : jsonResponse(500, { error: { code: 'internal', message: 'Something broke' } });
    });
    renderForm();
    fillProject();
    fireEvent.click(screen.getByRole('button', { name: 'Post Brief' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Project Title'))).toBe('Title taken'));
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    const { url, body } = sentRequest(fetchSpy, post);
    expect(url).toBe('/api/project-briefs');
    expect(body).toMatchObject({ title: 'Campus radio intro', engagement: 'project', tags: [] });
    expect(body).not.toHaveProperty('months');
    expect(screen.queryByText(POST_BRIEF_FAILED_MESSAGE)).toBeNull();

    fireEvent.change(screen.getByLabelText('Project Title'), { target: { value: 'Another intro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Brief' }));
    expect(await screen.findByText(POST_BRIEF_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Something broke')).toBeNull();
  });
});
