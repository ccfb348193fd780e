import { MICRO_CALIBRATION_QUESTIONS } from '@pulse/domain/micro-calibration';
import { emptyTasteProfile, type TasteProfile } from '@pulse/domain/taste';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter, sentRequest } from '../../../test/render-with-router';
import { MicroCalibration } from './micro-calibration';

const [q1, q2, q3] = MICRO_CALIBRATION_QUESTIONS;
const choose = (label: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));

function renderCalibration(taste: TasteProfile, onComplete = vi.fn()) {
  renderWithRouter([{ path: '/', element: <MicroCalibration taste={taste} onComplete={onComplete} /> }]);
  return onComplete;
}

describe('MicroCalibration', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    fetchSpy.mockImplementation(async (_input, init) =>
      jsonResponse(200, {
        ...emptyTasteProfile(),
        microCalibration: JSON.parse(String(init?.body)).microCalibration,
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves each answer, shows Back after the first question, and keeps answers when going back', async () => {
    renderCalibration(emptyTasteProfile());
    expect(screen.getByRole('heading', { name: q1.question })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    choose(q1.choices[1].label);
    expect(await screen.findByRole('heading', { name: q2.question })).toBeTruthy();
    expect(sentRequest(fetchSpy).body).toEqual({ step: 'micro-calibration', microCalibration: { pace: 'slow-burn' } });
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 7' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: q1.question })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: new RegExp(`^${q1.choices[1].label}`) }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('resumes at the first unanswered question and Skip All completes with the answers so far', async () => {
    const onComplete = renderCalibration({
      ...emptyTasteProfile(),
      microCalibration: { pace: 'full-send', texture: 'gritty' },
    });
    expect(screen.getByRole('heading', { name: q3.question })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip All' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(sentRequest(fetchSpy).body).toEqual({
      step: 'micro-calibration',
      microCalibration: { pace: 'full-send', texture: 'gritty' },
    });
  });

  it('completes after the seventh answer', async () => {
    const all = Object.fromEntries(MICRO_CALIBRATION_QUESTIONS.slice(0, 6).map((q) => [q.id, q.choices[0].value]));
    const onComplete = renderCalibration({ ...emptyTasteProfile(), microCalibration: all });
    expect(screen.getByRole('progressbar', { name: 'Question 7 of 7' })).toBeTruthy();
    choose(MICRO_CALIBRATION_QUESTIONS[6].choices[2].label);
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(sentRequest(fetchSpy).body).toMatchObject({ microCalibration: { reach: 'way-out' } });
  });

  it('stays on the question and says why when the answer cannot be saved', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(401, { error: { code: 'unauthenticated', message: 'Start first.' } }));
    renderCalibration(emptyTasteProfile());
    choose(q1.choices[0].label);
    expect(await screen.findByText(/Start first\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: q1.question })).toBeTruthy();
  });
});
