import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';

describe('DATABASE_POOL_MAX', () => {
  it('defaults to twice the cores (at least 4) and takes a whole number from 1 to 200', () => {
    expect(loadEnv({}).DATABASE_POOL_MAX).toBe(Math.max(4, 2 * availableParallelism()));
    expect(loadEnv({ DATABASE_POOL_MAX: '6' }).DATABASE_POOL_MAX).toBe(6);
    for (const bad of ['0', '2.5', 'many', '500']) {
      expect(() => loadEnv({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});
