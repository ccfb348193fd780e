import { APPLY_MESSAGES, type OpenProject } from '@pulse/domain/deals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { OpenProjects } from './open-projects';

const project: OpenProject = {
  brief: {
    id: 'brief_1',
    status: 'open',
    title: 'Campus radio intro',
    description: 'A 15-second intro for our radio show.',
    budget: '$100-$250',
    deadline: null,
    category: 'Music Production',
    usageType: null,
    tags: [],
    contactEmail: 'radio@pulse.example',
    engagement: 'project',
    months: null,
    noticeDays: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    brand: 'Campus Radio',
    brandId: 'partner_1',
  },
  escrowAmountCents: 20_000,
  matchScore: 80,
  reason: 'Your category',
  application: null,
};

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

function renderApply() {
  renderWithRouter([{ path: '/', element: <OpenProjects items={[project]} partnerReputation={() => null} /> }], {
    user: testUser(),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('OpenProjects: apply', { timeout: 20_000 }, () => {
  const fetchSpy = stubFetch();

  it("shows the schema's messages on the fields and sends nothing", async () => {
    renderApply();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Portfolio link'))).toBe(APPLY_MESSAGES.linkRequired));
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.change(screen.getByLabelText('Portfolio link 2'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(messageBy(screen.getByLabelText('Portfolio link 2'))).toBe(APPLY_MESSAGES.linkInvalid));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the links and note, and puts the server's field messages on their fields", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: APPLY_MESSAGES.linkInvalid,
          fields: { 'portfolioLinks.1': APPLY_MESSAGES.linkInvalid, note: APPLY_MESSAGES.noteTooLong },
        },
      }),
    );
    renderApply();
    fireEvent.change(screen.getByLabelText('Portfolio link'), { target: { value: 'maya.studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add another link' }));
    fireEvent.change(screen.getByLabelText('Portfolio link 2'), { target: { value: 'vimeo.com/maya' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Hi! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Portfolio link 2'))).toBe(APPLY_MESSAGES.linkInvalid));
    expect(messageBy(screen.getByLabelText('Note (optional)'))).toBe(APPLY_MESSAGES.noteTooLong);
    const request = sentRequest(
      fetchSpy,
      fetchSpy.mock.calls.findIndex(([url]) => String(url).endsWith('/applications')),
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/project-briefs/brief_1/applications');
    expect(request.body).toEqual({
      portfolioLinks: ['https://maya.studio/', 'https://vimeo.com/maya'],
      note: 'Hi!',
    });
  });
});
