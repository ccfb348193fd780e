import { LOU_MESSAGES } from '@pulse/domain/lou/messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithRouter } from '../../../test/render-with-router';
import { ApplicationSubmitted } from './application-submitted';
import { LouChat, type LouChatProps } from './lou-chat';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderChat(props: Partial<LouChatProps> & Pick<LouChatProps, 'start'>, path = '/chat') {
  const runEffect = vi.fn(props.runEffect ?? (async () => undefined));
  const view = renderWithRouter(
    [
      {
        path: '/chat',
        element: <LouChat typingDelayMs={0} enterDelayMs={0} redirectDelayMs={0} {...props} runEffect={runEffect} />,
      },
      { path: '*', element: <p>Landed</p> },
    ],
    { path },
  );
  return { ...view, runEffect };
}

const log = () => screen.getByRole('list', { name: 'Conversation with Lou' });
const input = () => screen.getByLabelText('Message Lou') as HTMLTextAreaElement;
async function say(text: string) {
  await waitFor(() => expect(input().disabled).toBe(false));
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}
const lastLou = () => {
  const items = within(log()).getAllByRole('listitem');
  return items.at(-1)!.textContent ?? '';
};

describe('LouChat', () => {
  it('shows the typing indicator, then the welcome after the delay, with input disabled meanwhile', async () => {
    vi.useFakeTimers();
    renderChat({ start: { entry: 'application', flow: 'creative' }, typingDelayMs: 1500 });
    expect(screen.getByRole('status', { name: 'Lou is typing' })).toBeTruthy();
    expect(input().disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(screen.queryByText('What’s your full name?')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('What’s your full name?')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Lou is typing' })).toBeNull();
    expect(input().disabled).toBe(false);
  });

  it('Enter sends, Shift+Enter does not, and blank input is ignored', async () => {
    renderChat({ start: { entry: 'application', flow: 'creative' } });
    await screen.findByText('What’s your full name?');
    const before = within(log()).getAllByRole('listitem').length;
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(within(log()).getAllByRole('listitem')).toHaveLength(before);
    fireEvent.change(input(), { target: { value: 'Maya Lopez' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(within(log()).getAllByRole('listitem')).toHaveLength(before);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(within(log()).getByText('Maya Lopez')).toBeTruthy();
    expect(input().value).toBe('');
    await screen.findByText(/Which school do you go to/);
  });

  it('the specialty question is a multi-select sent with "Send Selected (n)"', async () => {
    renderChat({ start: { entry: 'application', flow: 'creative' } });
    await say('Maya Lopez');
    await say('NYU 2027');
    const send = await screen.findByRole('button', { name: 'Send Selected (0)' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Producer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Videographer' }));
    expect(screen.getByRole('button', { name: 'Producer' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send Selected (2)' }));
    expect(within(log()).getByText('Videographer, Producer')).toBeTruthy();
    await screen.findByText(/Drop a link to your portfolio/);
  });

  it('quick replies answer with one tap; the partner chat shows the spec’s validation messages', async () => {
    renderChat({ start: { entry: 'application', flow: 'partner' } });
    await say('Indie Film Club');
    await say('sam');
    await screen.findByText('That email doesn’t look right. Please enter a work email (e.g., you@company.com).');
    await say('sam@film.club');
    await say('Score a short film');
    fireEvent.click(await screen.findByRole('button', { name: '$1k–$2.5k' }));
    await say('soon');
    await screen.findByText(LOU_MESSAGES.deadline);
  });

  it('runs the application, then redirects the chat application to its submitted page', async () => {
    const { runEffect, router } = renderChat({ start: { entry: 'application', flow: 'fan' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Film' }));
    await say('Chill');
    await say('skip');
    await waitFor(() => expect(runEffect).toHaveBeenCalledTimes(1));
    expect(runEffect.mock.calls[0]![0]).toBe('submitApplication');
    expect(runEffect.mock.calls[0]![1]).toMatchObject({ flow: 'fan', answers: { q1: 'Film', q2: 'Chill', q3: 'N/A' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
  });

  it('says the technical hiccup and shows the server’s message when a submission fails; Try again retries', async () => {
    const runEffect = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Admin accounts keep the Admin role.'))
      .mockResolvedValue(undefined);
    const { router } = renderChat({ start: { entry: 'application', flow: 'fan' }, runEffect });
    fireEvent.click(await screen.findByRole('button', { name: 'Music' }));
    await say('Raw');
    await say('skip');
    await screen.findByText(LOU_MESSAGES.processingFailure);
    expect(screen.getByRole('alert').textContent).toBe('Admin accounts keep the Admin role.');
    expect(router.state.location.pathname).toBe('/chat');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(runEffect).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
  });

  it('the assistant asks name and role, and shows the enter button to the role’s home when done', async () => {
    renderChat({ start: { entry: 'assistant' } });
    await say('hey');
    await waitFor(() => expect(lastLou()).toContain(LOU_MESSAGES.nameReask));
    await say('call me kai');
    await screen.findByText('Nice to meet you, Kai!');
    fireEvent.click(await screen.findByRole('button', { name: 'Fan' }));
    await screen.findByText('Great, let’s get you set up as a Fan.');
    fireEvent.click(await screen.findByRole('button', { name: 'Dance' }));
    await say('back');
    fireEvent.click(await screen.findByRole('button', { name: 'Dance' }));
    await say('High-energy');
    await say('n/a');
    const enter = await screen.findByRole('link', { name: /Enter Pulse/ });
    expect(enter.getAttribute('href')).toBe('/fan/feed');
    expect(screen.getByRole('link', { name: 'Prefer the traditional setup?' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('restart starts the conversation over', async () => {
    renderChat({ start: { entry: 'application', flow: 'creative' } });
    await say('Maya');
    await screen.findByText(/Which school/);
    await say('restart');
    await waitFor(() => expect(within(log()).queryByText('Maya')).toBeNull());
    await screen.findByText('What’s your full name?');
    expect(screen.queryByText(/Which school/)).toBeNull();
  });

  it('phrases small talk with the injected language model, never the questions', async () => {
    const phrase = vi.fn(async (reply: string) => `~ ${reply}`);
    renderChat({ start: { entry: 'application', flow: 'partner' }, phrase });
    await screen.findByText('~ Hey! I’m Lou. Let’s get you set up as a PulsePartner.');
    expect(screen.getByText('What’s the name of your organisation?')).toBeTruthy();
    expect(phrase).toHaveBeenCalledTimes(1);
  });
});

describe('ApplicationSubmitted', () => {
  it.each([
    ['creative', ['/creator/setup', '/discover', '/', '/contact']],
    ['partner', ['/post-brief', '/about', '/', '/contact']],
  ] as const)('the %s page links where the spec says', (kind, hrefs) => {
    renderWithRouter([{ path: '/', element: <ApplicationSubmitted kind={kind} /> }]);
    const nav = screen.getByRole('navigation', { name: 'What next' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(hrefs);
    expect(screen.getByRole('heading', { name: 'Application submitted' })).toBeTruthy();
  });
});
