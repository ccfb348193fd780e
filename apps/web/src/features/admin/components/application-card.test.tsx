import type { AdminApplication } from '@pulse/domain/applications';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ApplicationCard } from './application-card';

const HOUR = 3_600_000;
const now = new Date('2026-11-22T12:00:00Z');

function application(hoursAgo: number): AdminApplication {
  return {
    id: 'app_1',
    kind: 'creative',
    status: 'pending',
    submittedAt: new Date(now.getTime() - hoursAgo * HOUR).toISOString(),
    applicant: { id: 'u1', name: 'Lena Ortiz', email: null, isGuest: true },
    details: {
      source: 'creator_setup',
      name: 'Lena Ortiz',
      email: null,
      bio: 'Posters for campus clubs.',
      location: 'Chicago, IL',
      creativeTypes: ['Graphic Designer'],
      experience: 'Professional (3-5 years)',
      specialties: ['Posters & Flyers'],
      genres: [],
      availability: 'busy',
      rates: [{ label: 'Design Work', value: '$300-600' }],
      company: '',
      needs: '',
      links: [{ label: 'Portfolio', url: 'https://lena.design/' }],
    },
    verifiedStudent: null,
    conversation: null,
  };
}

function renderCard(hoursAgo: number, onReject: (reason: string) => Promise<unknown> = vi.fn(async () => undefined)) {
  const onApprove = vi.fn();
  render(
    <ApplicationCard
      application={application(hoursAgo)}
      now={now}
      onApprove={onApprove}
      onReject={onReject}
      approving={false}
    />,
  );
  return { onApprove, onReject };
}

describe('ApplicationCard', () => {
  afterEach(cleanup);

  it('shows the age against 48 hours, the profile and links that open in a new tab', () => {
    const { onApprove } = renderCard(19.5);
    const card = screen.getByRole('article', { name: 'Lena Ortiz' });
    expect(within(card).getByText('19 h of 48 h')).toBeTruthy();
    expect(within(card).queryByText('Overdue')).toBeNull();
    expect(within(card).getByText('Guest (no account yet)')).toBeTruthy();
    expect(within(card).getByText('Busy')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /lena\.design/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(within(card).getByRole('button', { name: /Approve/ }));
    expect(onApprove).toHaveBeenCalledOnce();
  });

  it('makes an overdue application stand out', () => {
    renderCard(50);
    const card = screen.getByRole('article', { name: 'Lena Ortiz' });
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByText('50 h of 48 h')).toBeTruthy();
    expect(card.className).toContain('ring-danger');
  });

  it('asks for a reason before rejecting, and shows a server failure in the dialog', async () => {
    const onReject = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'This application has already been decided.'))
      .mockResolvedValueOnce(undefined);
    renderCard(2, onReject);
    fireEvent.click(screen.getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lena Ortiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Portfolio link is broken ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('This application has already been decided.')).toBeTruthy();
    expect(onReject).toHaveBeenLastCalledWith('Portfolio link is broken');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('an application from a chat with Lou', () => {
  it('shows the conversation behind it', () => {
    const app = {
      ...application(1),
      conversation: {
        id: 'c1',
        messages: [
          { sender: 'lou' as const, content: 'What should I call you?', timestamp: now.toISOString() },
          { sender: 'user' as const, content: 'Lena', timestamp: now.toISOString() },
        ],
      },
    };
    render(<ApplicationCard application={app} now={now} onApprove={vi.fn()} onReject={vi.fn()} approving={false} />);
    expect(screen.getByText('Conversation with Lou (2 messages)')).toBeTruthy();
    expect(screen.getByText('What should I call you?')).toBeTruthy();
  });
});
