import { TIP_TAB_MESSAGES } from '@pulse/domain/tip-tab';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedCardLine } from './saved-card-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const copy = {
  withCard: (card: string) => `Each later month is charged to your ${card} when it starts.`,
  withoutCard: 'Save a card and each later month is charged to it when it starts.',
  guest: 'Sign up to save a card and have each later month charged when it starts.',
};
const visa = {
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  createdAt: '2026-11-29T00:00:00Z',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The API as the line sees it: who is signed in, their saved card, the sandbox's methods, and PUT /api/me/card. */
function api(options: { guest?: boolean; card?: typeof visa | null; save?: Response }) {
  let card = options.card ?? null;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/me')) {
      return json({ user: { id: 'u1', name: 'Riley', role: 'brand', isGuest: options.guest ?? false } });
    }
    if (url.endsWith('/api/payments/methods')) {
      return json({
        provider: 'sandbox',
        publishableKey: null,
        paymentMethods: [{ id: 'pm_card_visa', label: 'Test Visa (succeeds)' }],
      });
    }
    if (url.endsWith('/api/me/card') && init?.method === 'PUT') {
      if (options.save) return options.save;
      card = visa;
      return json({ card });
    }
    if (url.endsWith('/api/me/card')) return json({ card });
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SavedCardLine {...copy} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('SavedCardLine', () => {
  it('asks a guest to sign up, and offers no card form', async () => {
    api({ guest: true });
    expect(await screen.findByText(copy.guest)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
  });

  it('saves a card and then names it', async () => {
    const fetchMock = api({});
    expect(await screen.findByText(copy.withoutCard)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a card' });
    fireEvent.click(await within(dialog).findByLabelText('Test Visa (succeeds)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(copy.withCard('Visa •••• 4242'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change card' })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url, init]) => url.endsWith('/api/me/card') && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ paymentMethod: 'pm_card_visa' });
  });

  it("shows the server's refusal in the dialog and keeps the line as it was", async () => {
    api({
      save: json({ error: { code: 'forbidden', message: TIP_TAB_MESSAGES.signUpToSave } }, 403),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save a card' });
    fireEvent.click(await within(dialog).findByLabelText('Test Visa (succeeds)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText(TIP_TAB_MESSAGES.signUpToSave)).toBeTruthy();
    expect(screen.getByText(copy.withoutCard)).toBeTruthy();
  });
});
