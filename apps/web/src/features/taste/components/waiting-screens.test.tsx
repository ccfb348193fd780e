import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DnaScan } from './dna-scan';
import { TasteProfileLoading } from './taste-profile-loading';

describe('waiting screens', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('Taste Profile loading climbs 2% per 100 ms with its messages, pauses 500 ms at 100%, then is done once', () => {
    const onDone = vi.fn();
    render(<TasteProfileLoading onDone={onDone} />);
    const bar = () => screen.getByRole('progressbar', { name: 'Taste Profile' }).getAttribute('aria-valuenow');
    expect(bar()).toBe('0');
    expect(screen.getByText('Reading your answers...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_500));
    expect(bar()).toBe('30');
    expect(screen.getByText('Finding your vibe...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_500));
    expect(bar()).toBe('100');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the DNA scan walks 8 steps 1200 ms apart, then is done', () => {
    const onDone = vi.fn();
    render(<DnaScan onDone={onDone} />);
    const current = () => screen.getAllByRole('listitem').findIndex((li) => li.getAttribute('aria-current') === 'step');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1_200));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(7_200));
    expect(current()).toBe(7);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_200));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
