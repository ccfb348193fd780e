import { buildContract, CONTRACT_MESSAGES } from '@pulse/domain/deal-contract';
import type { ContractResponse } from '@pulse/domain/deal-contract-contracts';
import type { DealView } from '@pulse/domain/deals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractDialog } from './contract-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HASH = 'a'.repeat(64);
const NEW_HASH = 'b'.repeat(64);

function contract(overrides: Partial<ContractResponse> = {}): ContractResponse {
  return {
    dealId: 'd1',
    status: 'accepted',
    document: buildContract({
      dealId: 'd1',
      kind: 'project',
      title: 'Campus tour reel',
      description: 'A 60 second reel',
      deliverables: [],
      tags: [],
      partner: { userId: 'b', name: 'Campus Coffee', signerName: 'Riley Brand' },
      creative: { userId: 'me', name: 'Ava Stone', signerName: 'Ava Stone' },
      amountCents: 75_000,
      deadline: '2030-02-01',
      usageType: 'ugc',
      splits: [{ name: 'Ava Stone', percentage: 100 }],
      feeBps: 1000,
      autoApproveDays: 14,
    }),
    documentHash: HASH,
    signedDocument: false,
    signatures: [
      {
        id: 's1',
        role: 'brand',
        typedName: 'Riley Brand',
        signedAt: '2030-01-02T10:00:00.000Z',
        ip: '10.0.0.7',
        documentHash: HASH,
        current: true,
      },
    ],
    signed: { brand: true, creator: false },
    signedAt: null,
    you: { role: 'creator', canSign: true, nameToType: 'Ava Stone' },
    pdfUrl: '/api/deals/d1/contract.pdf',
    ...overrides,
  };
}

const deal = { id: 'd1', title: 'Campus tour reel', amountCents: 75_000 } as DealView;

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContractDialog deal={deal} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const json = (status: number, body: unknown) => Response.json(body, { status });

describe('ContractDialog', () => {
  it('shows the document, its hash, the partner’s signature and a PDF link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, contract())),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Contract' });
    expect(
      await within(dialog).findByText('Campus Coffee signed. Read the contract, then sign it', { exact: false }),
    ).toBeTruthy();
    const terms = within(dialog).getByRole('article', { name: 'Contract terms' });
    expect(within(terms).getByRole('heading', { name: 'AI-generated content' })).toBeTruthy();
    expect(within(terms).getByText(HASH)).toBeTruthy();
    const signatures = within(dialog).getByRole('region', { name: 'Signatures' });
    expect(within(signatures).getByText('Riley Brand')).toBeTruthy();
    expect(within(signatures).getByText(/from 10\.0\.0\.7/)).toBeTruthy();
    expect(within(signatures).getByText('Not signed yet')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/deals/d1/contract.pdf',
    );
  });

  it('checks the name, shows the server’s refusals, and signs the hash it showed', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let changed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (init?.method !== 'POST') return json(200, changed ? contract({ documentHash: NEW_HASH }) : contract());
        const body = JSON.parse(String(init.body));
        calls.push({ url, body });
        if (body.typedName === 'Someone Else') {
          const message = CONTRACT_MESSAGES.nameMismatch('Ava Stone');
          return json(400, { error: { code: 'validation_failed', message, fields: { typedName: message } } });
        }
        if (body.documentHash === HASH) {
          changed = true;
          return json(409, { error: { code: 'contract_changed', message: CONTRACT_MESSAGES.changed } });
        }
        return json(200, {
          contract: contract({ documentHash: NEW_HASH, signed: { brand: true, creator: true } }),
          deal: {},
        });
      }),
    );
    const onClose = renderDialog();
    const form = await screen.findByRole('form', { name: 'Sign the contract' });
    const name = within(form).getByLabelText('Type your full name to sign');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign contract' }));
    expect(await within(form).findByText(CONTRACT_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(name, { target: { value: 'Someone Else' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign contract' }));
    expect(await within(form).findByText(CONTRACT_MESSAGES.nameMismatch('Ava Stone'))).toBeTruthy();

    // The terms changed meanwhile: the dialog says so and loads the new document.
    fireEvent.change(name, { target: { value: 'ava stone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.changed)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(NEW_HASH)).toBeTruthy());

    const fresh = screen.getByRole('form', { name: 'Sign the contract' });
    fireEvent.change(within(fresh).getByLabelText('Type your full name to sign'), { target: { value: 'Ava Stone' } });
    fireEvent.click(within(fresh).getByRole('button', { name: 'Sign contract' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { typedName: 'Someone Else', documentHash: HASH },
      { typedName: 'ava stone', documentHash: HASH },
      { typedName: 'Ava Stone', documentHash: NEW_HASH },
    ]);
    expect(calls.every((c) => c.url === '/api/deals/d1/contract/sign')).toBe(true);
  });
});
