import { beatSplitRules, dealSplitRules } from '@pulse/domain/splits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SplitRow, SplitsField, splitPartiesOf, splitRowsError } from './splits-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial, amountCents }: { initial: SplitRow[]; amountCents: number | null }) {
  const [rows, setRows] = useState(initial);
  return (
    <SplitsField
      label="Revenue splits"
      owner={{ id: 'me', name: 'Ava' }}
      rows={rows}
      onChange={setRows}
      rules={dealSplitRules('me')}
      amountCents={amountCents}
    />
  );
}

function renderField(initial: SplitRow[], amountCents: number | null = 50_000) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness initial={initial} amountCents={amountCents} />
    </QueryClientProvider>,
  );
}

describe('SplitsField', () => {
  it('shows the owner’s remaining share, the bar and each amount', () => {
    renderField([{ userId: 'c', name: 'Jonah', percentage: '30' }]);
    expect(screen.getByTestId('owner-share').textContent).toBe('70%');
    expect(screen.getByRole('img', { name: 'Split: Ava 70%, Jonah 30%' })).toBeTruthy();
    expect(screen.getByText('$350')).toBeTruthy();
    expect(screen.getByText('$150')).toBeTruthy();
  });

  it('says what is wrong as the numbers change, in the rule’s words', () => {
    renderField([{ userId: 'c', name: 'Jonah', percentage: '30' }]);
    const input = screen.getByLabelText("Jonah's share (%)");
    fireEvent.change(input, { target: { value: '100' } });
    expect(screen.getByText('You need to keep a share for yourself.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Each share is a whole percent from 1 to 100.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '120' } });
    expect(screen.getByText('Shares must add up to 100%. They add up to 120% now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jonah' }));
    expect(screen.getByTestId('owner-share').textContent).toBe('100%');
  });

  it('searches approved creatives and adds one with half of what is left', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ items: [{ id: 'c2', name: 'Theo Strings', type: 'Producer' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderField([]);
    fireEvent.change(screen.getByLabelText('Add a collaborator'), { target: { value: 'theo' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Theo Strings' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/collaborators?q=theo');
    expect((screen.getByLabelText("Theo Strings's share (%)") as HTMLInputElement).value).toBe('50');
    expect(screen.getByTestId('owner-share').textContent).toBe('50%');
  });
});

describe('split rows to the API', () => {
  it('puts the owner first with the rest; a beat producer may keep nothing', () => {
    const rows = [{ userId: 'c', name: 'Jonah', percentage: '30' }];
    expect(splitPartiesOf('me', rows, dealSplitRules('me'))).toEqual([
      { userId: 'me', percentage: 70 },
      { userId: 'c', percentage: 30 },
    ]);
    const all = [{ userId: 'c', name: 'Jonah', percentage: '100' }];
    expect(splitRowsError('me', all, dealSplitRules('me'))).toBe('You need to keep a share for yourself.');
    expect(splitRowsError('me', all, beatSplitRules('me'))).toBeNull();
    expect(splitPartiesOf('me', all, beatSplitRules('me'))).toEqual([{ userId: 'c', percentage: 100 }]);
  });
});
