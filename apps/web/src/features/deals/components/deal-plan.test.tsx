import { PLAN_MESSAGES, suggestMilestones } from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealView, milestoneView } from '../../../test/deal-view';
import { PlanCard } from './deal-plan';
import { dollarsToCents } from './plan-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);
const DEADLINE = day(30);

const milestone = milestoneView;

/** A signed $900 deal seen by the partner, with `plan` over a one-milestone plan due by DEADLINE. */
function deal(plan: Partial<DealView['plan']>, overrides: Partial<DealView> = {}): DealView {
  const base = dealView({
    amountCents: 90_000,
    splits: [],
    signedAt: null,
    contractSigned: { brand: false, creator: false },
  });
  return { ...base, plan: { ...base.plan, milestones: [milestone(1)], deadline: DEADLINE, ...plan }, ...overrides };
}

function renderCard(view: DealView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanCard deal={view} />
    </QueryClientProvider>,
  );
}

/** The accepted deal's one milestone, editable by the partner, and the API answering PUT /plan. */
function openEditor() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    return new Response(JSON.stringify({ deal: deal({ milestones: body.milestones }, { status: 'accepted' }) }), {
      status: 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderCard(
    deal(
      { milestones: [milestone(1, { title: 'Delivery of the work', amountCents: 90_000 })], editable: true },
      { status: 'accepted' },
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit plan' }));
  return { dialog: screen.getByRole('dialog', { name: 'Edit plan' }), fetchMock };
}

const group = (dialog: HTMLElement, n: number) => within(within(dialog).getByRole('group', { name: `Milestone ${n}` }));

describe('dollarsToCents', () => {
  it('reads dollars with up to two decimals, and nothing else', () => {
    expect(dollarsToCents('300')).toBe(30_000);
    expect(dollarsToCents('$1,250.5')).toBe(125_050);
    expect(dollarsToCents('99.99')).toBe(9_999);
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(dollarsToCents('')).toBeNaN();
  });
});

describe('PlanCard', () => {
  it('lists every milestone with its amount, due date and state, the current one marked', () => {
    renderCard(
      deal({
        milestones: [
          milestone(1, {
            title: 'Rough cut',
            status: 'released',
            dueDate: '2030-02-01',
            deliverables: ['rough-cut.wav'],
            deliveredAt: '2030-01-30T00:00:00.000Z',
            settledAt: '2030-01-31T00:00:00.000Z',
            releasedCents: 30_000,
          }),
          milestone(2, {
            title: 'Final mix',
            status: 'delivered',
            deliverables: ['final.wav'],
            deliveredAt: '2030-02-10T00:00:00.000Z',
          }),
          milestone(3, { title: 'Stems', amountCents: 30_050 }),
        ],
        current: 2,
      }),
    );
    const rows = screen.getByRole('list', { name: 'Plan' }).children;
    expect(rows).toHaveLength(3);
    const [first, second, third] = Array.from(rows) as HTMLElement[];
    expect(first?.textContent).toContain('Milestone 1');
    expect(first?.textContent).toContain('Rough cut');
    expect(first?.textContent).toContain('$300');
    expect(first?.textContent).toContain('Due Feb 1, 2030');
    expect(within(first as HTMLElement).getByText('Released')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('list', { name: 'Milestone 1 deliverables' }).textContent).toBe(
      'rough-cut.wav',
    );
    expect(second?.getAttribute('aria-current')).toBe('step');
    expect(within(second as HTMLElement).getByText('Delivered')).toBeTruthy();
    expect(second?.textContent).toContain('Delivered Feb 10, 2030');
    expect(within(second as HTMLElement).getByText('Current')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('final.wav')).toBeTruthy();
    expect(third?.textContent).toContain('$300.50');
    expect(third?.textContent).toContain('By the deadline');
    expect(screen.getByLabelText('Usage and changes').textContent).toBe(
      'Usage forPerpetualWhereWorldwideChanges2 rounds',
    );
    expect(within(third as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit plan' })).toBeNull();
  });

  it('shows a one-milestone plan as one row', () => {
    renderCard(deal({ milestones: [milestone(1, { title: 'Delivery of the work', amountCents: 90_000 })] }));
    const rows = screen.getByRole('list', { name: 'Plan' }).children;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Delivery of the work');
    expect(within(rows[0] as HTMLElement).getByText('In progress')).toBeTruthy();
  });
});

describe('Edit plan', () => {
  it('refuses amounts that do not add up, with the exact message, and sends nothing', async () => {
    const { dialog, fetchMock } = openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    const second = group(dialog, 2);
    fireEvent.change(second.getByLabelText('Title'), { target: { value: 'Final mix' } });
    fireEvent.change(second.getByLabelText('Amount ($)'), { target: { value: '100' } });
    fireEvent.change(second.getByLabelText('Due date'), { target: { value: DEADLINE } });
    fireEvent.change(group(dialog, 1).getByLabelText('Amount ($)'), { target: { value: '700.50' } });
    expect(within(dialog).getByTestId('plan-total').textContent).toBe('Adds up to $800.50 of $900');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(PLAN_MESSAGES.sumMismatch('$900', '$800.50'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows field rules next to the field: a missing title, an amount that is not one', async () => {
    const { dialog, fetchMock } = openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(group(dialog, 2).getByLabelText('Amount ($)'), { target: { value: '1.234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    const title = group(dialog, 2).getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(group(dialog, 2).getByText(PLAN_MESSAGES.titleRequired)).toBeTruthy();
    expect(group(dialog, 2).getByText(PLAN_MESSAGES.amountInvalid)).toBeTruthy();
    expect(group(dialog, 2).getByText(PLAN_MESSAGES.dateInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Split evenly makes a three-milestone plan add up, and Save plan sends it', async () => {
    const { dialog, fetchMock } = openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split evenly' }));
    expect(within(dialog).getByTestId('plan-total').textContent).toBe('Adds up to $900 of $900');
    fireEvent.change(group(dialog, 3).getByLabelText('Title'), { target: { value: 'Stems and mixdown' } });
    fireEvent.change(within(dialog).getByLabelText('Where'), { target: { value: 'United States' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/deals/d1/plan');
    expect(init.method).toBe('PUT');
    const suggested = suggestMilestones({ amountCents: 90_000, count: 3, today: TODAY, deadline: DEADLINE });
    expect(JSON.parse(String(init.body))).toEqual({
      milestones: [
        { title: 'Delivery of the work', amountCents: 30_000, dueDate: suggested[0]?.dueDate },
        { title: 'Milestone 2', amountCents: 30_000, dueDate: suggested[1]?.dueDate },
        { title: 'Stems and mixdown', amountCents: 30_000, dueDate: suggested[2]?.dueDate },
      ],
      terms: { usageDuration: 'Perpetual', usageTerritory: 'United States', revisionRounds: 2 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit plan' })).toBeNull());
  });

  it('keeps one milestone at least and six at most', () => {
    const { dialog } = openEditor();
    expect(within(dialog).getByRole('button', { name: 'Remove milestone 1' }).hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 5; i++) fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(within(dialog).getAllByRole('group', { name: /^Milestone/ })).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Add milestone' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove milestone 6' }));
    expect(within(dialog).getAllByRole('group', { name: /^Milestone/ })).toHaveLength(5);
  });

  it('keeps the rules live once Save plan was pressed: fixing one amount clears the total’s message', async () => {
    const { dialog, fetchMock } = openEditor();
    const amount = group(dialog, 1).getByLabelText('Amount ($)');
    fireEvent.change(amount, { target: { value: '800' } });
    expect(within(dialog).queryByText(PLAN_MESSAGES.sumMismatch('$900', '$800'))).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(PLAN_MESSAGES.sumMismatch('$900', '$800'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '850' } });
    expect(await within(dialog).findByText(PLAN_MESSAGES.sumMismatch('$900', '$850'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '900' } });
    await waitFor(() => expect(within(dialog).queryByText(/they must add up to/)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves to the first milestone with a problem', async () => {
    const { dialog } = openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(group(dialog, 1).getByLabelText('Title'), { target: { value: 'Rough cut' } });
    fireEvent.change(group(dialog, 2).getByLabelText('Title'), { target: { value: 'Final mix' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(document.activeElement).toBe(group(dialog, 2).getByLabelText('Amount ($)')));
  });

  it('puts the server’s field message on the amount typed in dollars, and its message below the plan', async () => {
    const { dialog } = openEditor();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'validation_failed',
                message: PLAN_MESSAGES.amountInvalid,
                fields: { 'milestones.0.amountCents': PLAN_MESSAGES.amountInvalid },
              },
            }),
            { status: 400 },
          ),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(group(dialog, 1).getByLabelText('Amount ($)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getAllByText(PLAN_MESSAGES.amountInvalid)).toHaveLength(2);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { dialog } = openEditor();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'conflict', message: PLAN_MESSAGES.notEditable } }), {
            status: 409,
          }),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(await within(dialog).findByText(PLAN_MESSAGES.notEditable)).toBeTruthy();
  });
});

describe('PlanCard funding one milestone at a time (decision 072)', () => {
  const three = [
    milestone(1, { amountCents: 30_000 }),
    milestone(2, { amountCents: 30_000 }),
    milestone(3, { amountCents: 30_000 }),
  ];

  it('offers the partner the switch, says what it refunds, and sends it once with an Idempotency-Key', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ deal: deal({ milestones: three }) }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCard(
      deal(
        { milestones: three, funding: { mode: 'upfront', nextToFund: null, canFund: false, canFundEach: true } },
        { status: 'accepted' },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fund one at a time' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund one milestone at a time' });
    expect(dialog.textContent).toContain('Pulse refunds $600 (milestones 2 and 3) to your card now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fund one at a time' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/deals/d1/fund-each');
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
  });

  it('names the next milestone to fund and shows the saved card line; a deal funded whole shows neither', () => {
    const funded = three.map((m) => ({ ...m, funded: m.position === 1 }));
    const view = deal(
      { milestones: funded, funding: { mode: 'milestone', nextToFund: 2, canFund: true, canFundEach: false } },
      { status: 'signed' },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <PlanCard deal={view} savedCard={() => <p>Saved card line</p>} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fund Milestone 2' })).toBeTruthy();
    expect(screen.getByText('Saved card line')).toBeTruthy();
    expect(screen.getAllByText('Not funded yet')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Fund one at a time' })).toBeNull();
    unmount();
    render(
      <QueryClientProvider client={client}>
        <PlanCard deal={deal({ milestones: three })} savedCard={() => <p>Saved card line</p>} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: /^Fund / })).toBeNull();
    expect(screen.queryByText('Saved card line')).toBeNull();
  });
});
