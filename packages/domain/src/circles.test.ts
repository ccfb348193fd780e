import { describe, expect, it } from 'vitest';
import {
  CIRCLE_CATEGORY_MESSAGE,
  CIRCLE_NAME_MESSAGE,
  type CircleSummary,
  CreateCircleRequest,
  discoverOrder,
  parseCircleTags,
} from './circles';

const valid = { name: 'Beat Lab', description: 'Producers trading loops.', category: 'Music', image: 'violet' };

describe('circle creation rules', () => {
  it('accepts the spec’s categories and defaults tags and privacy', () => {
    expect(CreateCircleRequest.parse(valid)).toMatchObject({ tags: [], isPrivate: false, category: 'Music' });
  });

  it('rejects unknown categories and short names with the shared messages', () => {
    const bad = CreateCircleRequest.safeParse({ ...valid, name: ' a ', category: 'Sports' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain(CIRCLE_NAME_MESSAGE);
    expect(messages).toContain(CIRCLE_CATEGORY_MESSAGE);
  });

  it('parses typed tags', () => {
    expect(parseCircleTags(' lo-fi, #Design,, design , beats ')).toEqual(['lo-fi', 'Design', 'beats']);
  });

  it('orders Discover by featured, alignment, then members', () => {
    const c = (id: string, featured: boolean, alignment: number, members: number) =>
      ({ id, featured, alignment, members }) as CircleSummary;
    const sorted = [c('a', false, 90, 1), c('b', true, 10, 1), c('c', false, 90, 5)].sort(discoverOrder);
    expect(sorted.map((x) => x.id)).toEqual(['b', 'c', 'a']);
  });
});
