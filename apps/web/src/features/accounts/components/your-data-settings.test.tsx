import { DATA_EXPORT_MESSAGES, DELETE_ACCOUNT_MESSAGES } from '@pulse/domain/account-data';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest, testUser } from '../../../test/render-with-router';
import { YourDataSettings } from './your-data-settings';

const routes = [
  { path: '/settings', element: <YourDataSettings /> },
  { path: '/', element: <p>Home page</p> },
];

const REFUSAL =
  'Finish or cancel your open deal "Campus reel" with Riley first. Your account can be deleted once no deal is open and no money is held for you.';

describe('Your data (settings)', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
    URL.createObjectURL = vi.fn(() => 'blob:pulse-data');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('downloads the file the server names, saying it is preparing it meanwhile', async () => {
    let finish: (r: Response) => void = () => {};
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithRouter(routes, { path: '/settings', user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(DATA_EXPORT_MESSAGES.preparing)).toBeTruthy();
    expect(sentRequest(fetchSpy).url).toBe('/api/me/data-export');
    finish(
      new Response('PK', {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="pulse-data-2026-11-29.zip"',
        },
      }),
    );
    await waitFor(() => expect(clicked).toEqual(['pulse-data-2026-11-29.zip']));
    click.mockRestore();
  });

  it('shows the server’s message when the download is refused', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(429, { error: { code: 'rate_limited', message: DATA_EXPORT_MESSAGES.tooMany } }),
    );
    renderWithRouter(routes, { path: '/settings', user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DATA_EXPORT_MESSAGES.tooMany);
  });

  it('asks for the password, shows a refusal as the server words it, and deletes nothing on the client', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(409, { error: { code: 'conflict', message: REFUSAL } }));
    const { client } = renderWithRouter(routes, { path: '/settings', user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(REFUSAL);
    expect(sentRequest(fetchSpy)).toMatchObject({
      url: '/api/me',
      method: 'DELETE',
      body: { password: 'my-password' },
    });
    expect(client.getQueryData(['me'])).toEqual({ user: testUser() });
  });

  it('says "Deleting...", then signs out and goes home', async () => {
    let finish: (r: Response) => void = () => {};
    fetchSpy.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    fetchSpy.mockResolvedValue(jsonResponse(200, { user: null }));
    const { client, router } = renderWithRouter(routes, { path: '/settings', user: testUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(DELETE_ACCOUNT_MESSAGES.deleting)).toBeTruthy();
    finish(jsonResponse(200, { deleted: true }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(client.getQueryData(['me'])).toEqual({ user: null });
  });
});
