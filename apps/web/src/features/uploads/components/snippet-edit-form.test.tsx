import { splitsTotalMessage } from '@pulse/domain/splits';
import { OWNERSHIP_MESSAGE, type Snippet, TITLE_REQUIRED_MESSAGE } from '@pulse/domain/uploads';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { SnippetEditForm } from './snippet-edit-form';

const snippet: Snippet = {
  id: 'snip_1',
  kind: 'snippet',
  title: 'Night drive',
  categories: [],
  tags: [],
  ownershipPercentage: 100,
  usageTiers: ['ugc'],
  splits: [],
  durationSeconds: 30,
  media: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('SnippetEditForm', () => {
  const fetchSpy = stubFetch();

  it("shows the spec's messages for a blank title, a bad ownership and short splits, and sends nothing", async () => {
    renderWithRouter([
      { path: '/', element: <SnippetEditForm snippet={snippet} creativeRole="producer" onDone={vi.fn()} /> },
    ]);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Ownership percentage'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: /Add collaborator/ }));
    fireEvent.change(screen.getByLabelText('Collaborator 1 name'), { target: { value: 'Me' } });
    fireEvent.change(screen.getByLabelText('Collaborator 1 percentage'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Title'))).toBe(TITLE_REQUIRED_MESSAGE));
    expect(messageBy(screen.getByLabelText('Ownership percentage'))).toBe(OWNERSHIP_MESSAGE);
    expect(screen.getByText(splitsTotalMessage(90))).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the edit as the server's fields and puts the server's field message on its field", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Title must be at most 100 characters',
          fields: { title: 'Title must be at most 100 characters' },
        },
      }),
    );
    const onDone = vi.fn();
    renderWithRouter([
      { path: '/', element: <SnippetEditForm snippet={snippet} creativeRole="producer" onDone={onDone} /> },
    ]);
    fireEvent.change(await screen.findByLabelText('Ownership percentage'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Add collaborator/ }));
    fireEvent.change(screen.getByLabelText('Collaborator 1 name'), { target: { value: ' Me ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Title'))).toBe('Title must be at most 100 characters'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    const request = sentRequest(fetchSpy);
    expect(request.method).toBe('PATCH');
    expect(request.url).toBe('/api/snippets/snip_1');
    expect(request.body).toEqual({
      title: 'Night drive',
      categories: [],
      ownershipPercentage: 0,
      usageTiers: ['ugc'],
      splits: [{ name: 'Me', percentage: 100 }],
    });
  });

  it('sends only the title and categories without rights', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(200, { snippet }));
    const onDone = vi.fn();
    renderWithRouter([
      { path: '/', element: <SnippetEditForm snippet={snippet} creativeRole="videographer" onDone={onDone} /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentRequest(fetchSpy).body).toEqual({ title: 'Night drive', categories: [] });
  });
});
