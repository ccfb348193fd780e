import { SWIPE_END_TEXT, SWIPE_END_TITLE, SWIPE_EXIT_MS, SWIPE_HINT_TEXT } from '@pulse/domain/swipe';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaElements } from '../../../test/media-element';
import { work } from '../../../test/work-media';
import { SwipeCardStack } from './swipe-card-stack';
import type { SwipeCreator } from './swipe-creator';

function creator(id: string, name: string, extra: Partial<SwipeCreator> = {}): SwipeCreator {
  return {
    id,
    name,
    avatarUrl: `/api/creators/${id}/avatar.svg`,
    bio: `"${name} makes things"`,
    vibeTags: ['Lo-fi', 'Chill'],
    snippet: null,
    recommendation: { reason: 'Because you like “Lo-fi”', confidence: 80 },
    ...extra,
  };
}

const three = [creator('c1', 'Maya Lin'), creator('c2', 'Jordan Reyes'), creator('c3', 'Theo Nakamura')];

function setup(creators: SwipeCreator[] = three, overrides: Partial<Parameters<typeof SwipeCardStack>[0]> = {}) {
  const props = {
    onCosign: vi.fn(),
    onSkip: vi.fn(),
    onDiveDeeper: vi.fn(),
    onSave: vi.fn(),
    onEnd: vi.fn(),
    ...overrides,
  };
  render(<SwipeCardStack creators={creators} {...props} />);
  return props;
}

const topCard = () => screen.getByRole('article');
const stack = () => screen.getByRole('region', { name: 'Discovery cards' });

function loadImage() {
  fireEvent.load(within(topCard()).getByRole('img'));
}

/** A pointer drag on the top card: moves 10 ms apart (slow, under 500 px/s unless asked), then release. */
function drag(path: number[], { stepMs = 100 }: { stepMs?: number } = {}) {
  const card = topCard();
  fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, button: 0, pointerType: 'mouse' });
  for (const dx of path) {
    act(() => vi.advanceTimersByTime(stepMs));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 200 + dx, pointerType: 'mouse' });
  }
  act(() => vi.advanceTimersByTime(stepMs));
  fireEvent.pointerUp(card, { pointerId: 1, clientX: 200 + (path.at(-1) ?? 0), pointerType: 'mouse' });
  return card;
}

describe('SwipeCardStack', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the card: name, bio without double quotes, the reason in quotes, tags; buttons once the image loads', () => {
    setup([
      creator('c1', 'Maya Lin', { work: work({ title: 'Poster Study' }, { kind: 'image' }) }),
      three[1]!,
      three[2]!,
    ]);
    // The work leads the card, at the size it is shown, with its space reserved.
    const picture = within(topCard()).getByRole('img', { name: 'Poster Study' });
    expect(picture.getAttribute('srcset')).toContain('/api/media/m1/image-640 640w');
    expect(picture.getAttribute('sizes')).toBe('(min-width: 1024px) 540px, (min-width: 640px) 384px, 100vw');
    expect(within(topCard()).getByRole('heading', { name: 'Maya Lin' })).toBeTruthy();
    expect(within(topCard()).getByText('Maya Lin makes things')).toBeTruthy();
    expect(within(topCard()).getByText('“Because you like ‘Lo-fi’”')).toBeTruthy();
    expect(within(topCard()).getByText('Chill')).toBeTruthy();
    // Two more cards wait behind, hidden from assistive technology.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Jordan Reyes')).toBeTruthy();
    expect(screen.getByText('Theo Nakamura')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Co-sign Maya Lin' })).toBeNull();
    loadImage();
    for (const name of ['Skip Maya Lin', 'Dive deeper into Maya Lin', 'Co-sign Maya Lin', 'Save Maya Lin to a list']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('shows generated art and the buttons at once for a creative with no work yet', () => {
    setup();
    expect(within(topCard()).getByRole('img', { name: 'Maya Lin: no work uploaded yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Co-sign Maya Lin' })).toBeTruthy();
  });

  it('plays the top card’s sample muted 0.8 s after it arrives, preloads the next, and stops on a swipe', () => {
    const media = stubMediaElements();
    try {
      setup([
        creator('c1', 'Maya Lin', { work: work({ id: 'w1', title: 'Night Drive' }, { kind: 'video', id: 'v1' }) }),
        creator('c2', 'Jordan Reyes', { work: work({ id: 'w2', title: 'Tape Loop' }, { id: 'a2' }) }),
        three[2]!,
      ]);
      const video = topCard().querySelector('video')!;
      // The next card's clip is already buffering, so a swipe never waits.
      expect(document.querySelector('audio')?.getAttribute('preload')).toBe('auto');
      act(() => vi.advanceTimersByTime(799));
      expect(media.play).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(media.play).toHaveBeenCalledTimes(1);
      expect(video.muted).toBe(true);
      expect(within(topCard()).getByText('Playing video sample')).toBeTruthy();

      fireEvent.keyDown(stack(), { key: 'ArrowLeft' });
      act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
      expect(video.paused).toBe(true);
      // The next card is on top: its sample starts 0.8 s later, muted.
      expect(within(topCard()).getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(800));
      expect(media.play).toHaveBeenCalledTimes(2);
      expect(topCard().querySelector('audio')?.muted).toBe(true);
    } finally {
      media.restore();
    }
  });

  it('hints past 50 px, clamps the card to 100 px and snaps back at or under 100 px', () => {
    const props = setup();
    const card = topCard();
    fireEvent.pointerDown(card, { pointerId: 1, clientX: 200, button: 0, pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 250, pointerType: 'mouse' });
    expect(card.dataset.hint).toBeUndefined();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 251, pointerType: 'mouse' });
    expect(card.dataset.hint).toBe('cosign');
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 500, pointerType: 'mouse' });
    expect(card.style.transform).toContain('translate3d(100px, 0, 0)');
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 120, pointerType: 'mouse' });
    expect(card.dataset.hint).toBe('skip');
    // Slowly back to +100 px: exactly the threshold is not over it.
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerMove(card, { pointerId: 1, clientX: 300, pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 300, pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(card.style.transform).toBe('');
    expect(card.dataset.hint).toBeUndefined();
    expect(props.onCosign).not.toHaveBeenCalled();
    expect(props.onSkip).not.toHaveBeenCalled();
    expect(within(topCard()).getByRole('heading', { name: 'Maya Lin' })).toBeTruthy();
  });

  it('commits a slow drag over 100 px after the 0.3 s fly-off, then shows the next card', () => {
    const props = setup();
    const card = drag([60, 101]);
    expect(card.dataset.leaving).toBe('cosign');
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS - 1));
    expect(props.onCosign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onCosign).toHaveBeenCalledWith(three[0]);
    expect(within(topCard()).getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();

    drag([-40, -80, -130]);
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(props.onSkip).toHaveBeenCalledWith(three[1]);
  });

  it('commits a short flick faster than 500 px/s', () => {
    const props = setup();
    // 30 px in 40 ms is 750 px/s.
    drag([10, 20, 30], { stepMs: 10 });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(props.onCosign).toHaveBeenCalledTimes(1);
  });

  it('takes the arrow keys and S: right co-signs, left skips, up dives deeper, down or S saves', async () => {
    const props = setup(three, { listNames: ['Road trip'] });
    fireEvent.keyDown(stack(), { key: 'ArrowUp' });
    expect(props.onDiveDeeper).toHaveBeenCalledWith(three[0]);
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(props.onCosign).toHaveBeenCalledWith(three[0]);
    fireEvent.keyDown(stack(), { key: 'ArrowLeft' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(props.onSkip).toHaveBeenCalledWith(three[1]);

    fireEvent.keyDown(stack(), { key: 'ArrowDown' });
    const dialog = screen.getByRole('dialog', { name: 'Save Theo Nakamura' });
    const field = within(dialog).getByLabelText('List name') as HTMLInputElement;
    expect(field.value).toBe('Discoveries');
    // Typing in the dialog is not a stack command.
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    fireEvent.keyDown(field, { key: 's' });
    expect(props.onCosign).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Road trip' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save to list' }));
    });
    expect(props.onSave).toHaveBeenCalledWith('c3', 'Road trip');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(stack(), { key: 's' });
    expect(screen.getByRole('dialog', { name: 'Save Theo Nakamura' })).toBeTruthy();
  });

  it('takes the keys without focusing the stack, but not while typing elsewhere, and leaves up and down to the page', () => {
    const props = setup(three);
    const search = document.body.appendChild(document.createElement('input'));
    try {
      fireEvent.keyDown(search, { key: 'ArrowRight' });
      fireEvent.keyDown(search, { key: 'd' });
      expect(props.onCosign).not.toHaveBeenCalled();
      expect(props.onDiveDeeper).not.toHaveBeenCalled();

      fireEvent.keyDown(document.body, { key: 'ArrowUp' });
      fireEvent.keyDown(document.body, { key: 'ArrowDown' });
      expect(props.onDiveDeeper).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.keyDown(document.body, { key: 'd' });
      expect(props.onDiveDeeper).toHaveBeenCalledWith(three[0]);
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
      act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
      expect(props.onCosign).toHaveBeenCalledWith(three[0]);
      fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
      act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
      expect(props.onSkip).toHaveBeenCalledWith(three[1]);
      fireEvent.keyDown(document.body, { key: 'S' });
      expect(screen.getByRole('dialog', { name: 'Save Theo Nakamura' })).toBeTruthy();
    } finally {
      search.remove();
    }
  });

  it('shows the keys of the four buttons once the card is ready', () => {
    setup(three);
    loadImage();
    expect(screen.getByTestId('stack-key-legend').textContent).toBe('←SkipDDive deeper→Co-signSSave');
  });

  it('shows every creator, the last one included, then the end screen once', () => {
    const props = setup(three.slice(0, 2));
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    // The last creator is a card like the others (the prototype ended one early).
    expect(within(topCard()).getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();
    expect(screen.queryByText(SWIPE_END_TITLE)).toBeNull();
    fireEvent.keyDown(stack(), { key: 'ArrowLeft' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(screen.getByRole('heading', { name: SWIPE_END_TITLE })).toBeTruthy();
    expect(screen.getByText(SWIPE_END_TEXT)).toBeTruthy();
    expect(props.onEnd).toHaveBeenCalledTimes(1);
    expect(props.onSkip).toHaveBeenCalledWith(three[1]);
  });

  it('shows the end screen for an empty list without calling onEnd', () => {
    const props = setup([]);
    expect(screen.getByRole('heading', { name: SWIPE_END_TITLE })).toBeTruthy();
    expect(props.onEnd).not.toHaveBeenCalled();
  });

  it('puts a card back when its callback fails', async () => {
    let reject: (e: Error) => void = () => {};
    setup(three, { onCosign: vi.fn(() => new Promise((_, r) => (reject = r))) });
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    expect(within(topCard()).getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();
    await act(async () => reject(new Error('nope')));
    expect(within(topCard()).getByRole('heading', { name: 'Maya Lin' })).toBeTruthy();
  });

  it('fades the hint after 3 s and 1 s, on the first card only', () => {
    setup();
    const hint = screen.getByText(SWIPE_HINT_TEXT);
    expect(hint.className).toContain('opacity-100');
    act(() => vi.advanceTimersByTime(3000));
    expect(hint.className).toContain('opacity-0');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(SWIPE_HINT_TEXT)).toBeNull();
  });

  it('rings on every co-sign and bursts only the first time a creator is co-signed', async () => {
    let reject: (e: Error) => void = () => {};
    setup(three, { onCosign: vi.fn(() => new Promise((_, r) => (reject = r))) });
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    expect(screen.getByTestId('cosign-ring')).toBeTruthy();
    expect(screen.getByTestId('cosign-burst').children).toHaveLength(12);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByTestId('cosign-ring')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByTestId('cosign-burst')).toBeNull();
    // The co-sign failed and the card came back: co-signing it again rings but does not burst.
    await act(async () => reject(new Error('nope')));
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    expect(screen.getByTestId('cosign-ring')).toBeTruthy();
    expect(screen.queryByTestId('cosign-burst')).toBeNull();
  });

  it('vibrates light at the hint, heavy on co-sign, medium on skip', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    setup();
    drag([60, 120]);
    expect(vibrate.mock.calls).toEqual([[10], [[30, 10, 30]]]);
    act(() => vi.advanceTimersByTime(SWIPE_EXIT_MS));
    fireEvent.keyDown(stack(), { key: 'ArrowLeft' });
    expect(vibrate).toHaveBeenLastCalledWith(20);
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('with reduced motion moves on at once, rings without a burst, and still hints', () => {
    const matchMedia = vi.fn(() => ({ matches: true }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    const props = setup();
    expect(screen.getByText(SWIPE_HINT_TEXT)).toBeTruthy();
    fireEvent.keyDown(stack(), { key: 'ArrowRight' });
    expect(props.onCosign).toHaveBeenCalledWith(three[0]);
    expect(within(topCard()).getByRole('heading', { name: 'Jordan Reyes' })).toBeTruthy();
    expect(screen.getByTestId('cosign-ring')).toBeTruthy();
    expect(screen.queryByTestId('cosign-burst')).toBeNull();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    Reflect.deleteProperty(window, 'matchMedia');
  });
});
