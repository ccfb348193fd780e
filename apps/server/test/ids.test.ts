import { describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('is a UUIDv7 whose first 48 bits are the time in milliseconds', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(UUID_V7);
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('never repeats across many refills of its random pool, and sorts by time', async () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = newId();
    expect(ids.every((id) => id.slice(0, 13) <= later.slice(0, 13))).toBe(true);
  });
});
