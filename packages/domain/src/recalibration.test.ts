import { describe, expect, it } from 'vitest';
import { RECALIBRATION_WINDOW, recalibrationInsight } from './recalibration';

describe('the recalibration insight', () => {
  it('is null until a tag recurs', () => {
    expect(recalibrationInsight([])).toBeNull();
    expect(recalibrationInsight([{ action: 'cosign', tags: ['Chill'] }])).toBeNull();
  });

  it('names the tag co-signed most, before any skip pattern', () => {
    const insight = recalibrationInsight([
      { action: 'skip', tags: ['Loud'] },
      { action: 'skip', tags: ['loud'] },
      { action: 'cosign', tags: ['Chill', 'Raw'] },
      { action: 'cosign', tags: ['chill'] },
    ]);
    expect(insight).toBe('You co-signed 2 creators tagged “Chill”, so your feed now leans that way.');
  });

  it('names a skipped tag when nothing liked recurs, and reads only the latest calibrations', () => {
    expect(
      recalibrationInsight([
        { action: 'skip', tags: ['Loud'] },
        { action: 'skip', tags: ['Loud'] },
      ]),
    ).toBe("You skipped 2 creators tagged “Loud”, so you'll see fewer of them.");
    const old = Array.from({ length: RECALIBRATION_WINDOW }, () => ({ action: 'dive_deeper' as const, tags: [] }));
    expect(
      recalibrationInsight([...old, { action: 'cosign', tags: ['A'] }, { action: 'cosign', tags: ['A'] }]),
    ).toBeNull();
  });
});
