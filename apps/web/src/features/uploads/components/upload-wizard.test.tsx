import { OWNERSHIP_MESSAGE, SPLIT_NAME_MESSAGE } from '@pulse/domain/uploads';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { stubFetch } from '../../../test/stub-fetch';
import { UploadWizard } from './upload-wizard';

// The file's upload and its processing preview are the wizard's own controls, tested on their own.
vi.mock('../../../lib/upload-media', () => ({
  uploadMedia: () => ({
    promise: Promise.resolve({
      id: 'media_1',
      kind: 'snippet',
      mimeType: 'audio/mpeg',
      sizeBytes: 1_000_000,
      durationSeconds: 30,
      originalName: 'night-drive.mp3',
      workMedia: null,
    }),
    abort: () => {},
  }),
}));
vi.mock('../lib/precheck-file', () => ({ precheckFile: async () => null }));
vi.mock('./processing-preview', () => ({ ProcessingPreview: () => null }));

/** The message shown beside a field (its accessible description). */
const messageBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

/** Chooses a file and goes through step 2 to the rights. */
async function toRights() {
  renderWithRouter([{ path: '/', element: <UploadWizard creativeRole="producer" /> }]);
  const file = new File(['x'], 'night-drive.mp3', { type: 'audio/mpeg' });
  fireEvent.change(await screen.findByLabelText('File'), { target: { files: [file] } });
  await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('night-drive'));
  await waitFor(() => expect(screen.getByText(/Uploaded/)).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  await screen.findByRole('heading', { name: 'Pick categories' });
  fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  await screen.findByRole('heading', { name: 'Set your rights' });
}

describe('UploadWizard', { timeout: 20_000 }, () => {
  const fetchSpy = stubFetch();

  it("shows the server's rule for the rights on their fields, and sends nothing", async () => {
    await toRights();
    fireEvent.change(screen.getByLabelText('Ownership percentage'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: /Add collaborator/ }));
    // The server keeps a name under 80 characters; the old hand check let a longer one through.
    fireEvent.change(screen.getByLabelText('Collaborator 1 name'), { target: { value: 'K'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Work' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Ownership percentage'))).toBe(OWNERSHIP_MESSAGE));
    expect(screen.getByText('Keep names under 80 characters.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Collaborator 1 name'), { target: { value: ' ' } });
    await waitFor(() => expect(screen.getByText(SPLIT_NAME_MESSAGE)).toBeTruthy());
  });

  it("sends Save Work as the server's fields and puts the server's field message on its field", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Ownership must be a whole number from 0 to 100.',
          fields: { ownershipPercentage: 'Ownership must be a whole number from 0 to 100.' },
        },
      }),
    );
    await toRights();
    fireEvent.change(screen.getByLabelText('Ownership percentage'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Add collaborator/ }));
    fireEvent.change(screen.getByLabelText('Collaborator 1 name'), { target: { value: ' Me ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Work' }));

    await waitFor(() => expect(messageBy(screen.getByLabelText('Ownership percentage'))).toBe(OWNERSHIP_MESSAGE));
    expect(screen.queryByText(OWNERSHIP_MESSAGE, { selector: '[role="alert"]:not([id])' })).toBeNull();
    const request = sentRequest(fetchSpy);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/snippets');
    expect(request.body).toEqual({
      mediaId: 'media_1',
      kind: 'snippet',
      title: 'night-drive',
      categories: [],
      ownershipPercentage: 0,
      usageTiers: [],
      splits: [{ name: 'Me', percentage: 100 }],
    });
  });

  it("takes the server's message for the title back to step 1, on the title", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Title must be at most 100 characters',
          fields: { title: 'Title must be at most 100 characters' },
        },
      }),
    );
    await toRights();
    fireEvent.click(screen.getByRole('button', { name: 'Save Work' }));
    await screen.findByRole('heading', { name: 'Add your work' });
    expect(messageBy(screen.getByLabelText('Title'))).toBe('Title must be at most 100 characters');
  });
});
