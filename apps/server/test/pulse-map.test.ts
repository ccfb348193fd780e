import {
  boxesOverlap,
  MAP_MAX,
  MAP_MIN,
  nodeBox,
  PULSE_MAP_CAPACITY,
  PULSE_MAP_SUGGESTIONS,
  SUGGESTED_RELATIONSHIP,
  YOU_BOX,
} from '@pulse/domain/pulse-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { fan } = testAccounts(() => t, { ip: '10.9' });

interface Person {
  id: string;
  name: string;
  x: number;
  y: number;
  alignment: number;
  category: string;
  relationship: string;
  sharedInterests: string[];
}

function expectReadableLayout(people: Person[]) {
  for (const [i, p] of people.entries()) {
    for (const v of [p.x, p.y]) {
      expect(v).toBeGreaterThanOrEqual(MAP_MIN);
      expect(v).toBeLessThanOrEqual(MAP_MAX);
    }
    expect(boxesOverlap(nodeBox(p), YOU_BOX)).toBe(false);
    for (const q of people.slice(i + 1)) {
      expect(boxesOverlap(nodeBox(p), nodeBox(q))).toBe(false);
      const [dp, dq] = [Math.hypot(p.x - 50, p.y - 50), Math.hypot(q.x - 50, q.y - 50)];
      if (p.alignment > q.alignment) expect(dp).toBeLessThanOrEqual(dq + 0.05);
      if (q.alignment > p.alignment) expect(dq).toBeLessThanOrEqual(dp + 0.05);
    }
  }
}

describe('PulseMap', () => {
  it('places the creators a fan follows and co-signed, and suggestions, by real alignment without overlaps', async () => {
    const c = await fan();
    // A newcomer's map is not empty: the For You ranking suggests who to start with.
    const fresh: Person[] = (await c.get('/api/pulse-map')).json().people;
    expect(fresh.length).toBe(PULSE_MAP_SUGGESTIONS);
    expect(fresh.every((p) => p.category === 'suggested' && p.relationship === SUGGESTED_RELATIONSHIP)).toBe(true);

    expect((await c.put('/api/me/following/demo-creator-maya-lin')).statusCode).toBe(204);
    expect(
      (await c.post('/api/feedback', { creatorId: 'demo-creator-kwame-asante', action: 'cosign' })).statusCode,
    ).toBe(200);
    expect((await c.post('/api/feedback', { creatorId: 'demo-creator-jordan-reyes', action: 'skip' })).statusCode).toBe(
      200,
    );
    const people: Person[] = (await c.get('/api/pulse-map')).json().people;
    const maya = people.find((p) => p.id === 'demo-creator-maya-lin');
    const kwame = people.find((p) => p.id === 'demo-creator-kwame-asante');
    expect(maya).toMatchObject({ category: 'friend', relationship: 'You follow them', name: 'Maya Lin' });
    expect(kwame).toMatchObject({ category: 'creator', relationship: 'You co-signed them' });
    // The co-sign raised the fan's weights for Kwame's tags, so Kwame shares interests.
    expect(kwame!.alignment).toBeGreaterThan(50);
    expect(kwame!.sharedInterests.length).toBeGreaterThan(0);

    // Suggestions: the For You top, never someone already co-signed, skipped or followed.
    const suggested = people.filter((p) => p.category === 'suggested');
    expect(suggested.length).toBe(PULSE_MAP_SUGGESTIONS);
    const forYou = (await c.get('/api/feed/for-you')).json().items.map((i: { id: string }) => i.id);
    expect(suggested.map((p) => p.id)).toEqual(
      forYou.filter((id: string) => id !== 'demo-creator-maya-lin').slice(0, PULSE_MAP_SUGGESTIONS),
    );
    expect(people.length).toBeLessThanOrEqual(PULSE_MAP_CAPACITY);
    expect(people.map((p) => p.id)).not.toContain('demo-creator-jordan-reyes');
    expect(new Set(people.map((p) => p.id)).size).toBe(people.length);
    expectReadableLayout(people);
  });

  it('is each fan’s own and needs a session', async () => {
    const other = await fan();
    const people: Person[] = (await other.get('/api/pulse-map')).json().people;
    expect(people.filter((p) => p.category !== 'suggested')).toEqual([]);
    expect((await new Client(t.app, '10.9.1.1').get('/api/pulse-map')).statusCode).toBe(401);
  });
});
