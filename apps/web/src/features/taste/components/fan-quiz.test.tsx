import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FAN_QUIZ_STORAGE_KEY, FanQuiz } from './fan-quiz';

const choose = (label: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));

describe('FanQuiz', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(cleanup);

  it('asks 3 questions with Previous and submits the three answers on the last one', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<FanQuiz onSubmit={onSubmit} />);
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    choose('Dance');
    choose('Natural');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Natural/ }).getAttribute('aria-pressed')).toBe('true');
    choose('Digital');
    expect(JSON.parse(window.sessionStorage.getItem(FAN_QUIZ_STORAGE_KEY)!)).toEqual({
      energy: 'dance',
      production: 'digital',
    });
    choose('The beat');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ energy: 'dance', production: 'digital', focus: 'beat' }),
    );
    await waitFor(() => expect(window.sessionStorage.getItem(FAN_QUIZ_STORAGE_KEY)).toBeNull());
  });

  it('resumes from the answers kept in this tab and ignores unreadable ones', () => {
    window.sessionStorage.setItem(FAN_QUIZ_STORAGE_KEY, JSON.stringify({ energy: 'chill', production: 'moon' }));
    render(<FanQuiz onSubmit={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeTruthy();
    cleanup();
    window.sessionStorage.setItem(FAN_QUIZ_STORAGE_KEY, '{not json');
    render(<FanQuiz onSubmit={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeTruthy();
  });

  it('shows why the taste could not be saved and lets the visitor answer again', async () => {
    window.sessionStorage.setItem(FAN_QUIZ_STORAGE_KEY, JSON.stringify({ energy: 'chill', production: 'natural' }));
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(0, 'network_error', "We can't reach Pulse right now."));
    render(<FanQuiz onSubmit={onSubmit} />);
    choose('The voice');
    expect(await screen.findByText(/We can't reach Pulse right now\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^The voice/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(window.sessionStorage.getItem(FAN_QUIZ_STORAGE_KEY)).not.toBeNull();
  });
});
