import { MAP_MAX, MAP_MIN, mapRadius } from '@pulse/domain/pulse-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

let ipCounter = 10;
async function fan(): Promise<Client> {
  const c = new Client(t.app, `10.9.0.${ipCounter++}`);
  expect((await c.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
  return c;
}

describe('PulseMap', () => {
  it('places the creators a fan follows and co-signed by real alignment', async () => {
    const c = await fan();
    expect((await c.get('/api/pulse-map')).json().people).toEqual([]);
    expect((await c.put('/api/me/following/demo-creator-maya-lin')).statusCode).toBe(204);
    expect(
      (await c.post('/api/feedback', { creatorId: 'demo-creator-kwame-asante', action: 'cosign' })).statusCode,
    ).toBe(200);
    const { people } = (await c.get('/api/pulse-map')).json();
    expect(people.map((p: { id: string }) => p.id).sort()).toEqual([
      'demo-creator-kwame-asante',
      'demo-creator-maya-lin',
    ]);
    const maya = people.find((p: { id: string }) => p.id === 'demo-creator-maya-lin');
    const kwame = people.find((p: { id: string }) => p.id === 'demo-creator-kwame-asante');
    expect(maya).toMatchObject({ category: 'friend', relationship: 'You follow them', name: 'Maya Lin' });
    expect(kwame).toMatchObject({ category: 'creator', relationship: 'You co-signed them' });
    // The co-sign raised the fan's weights for Kwame's tags, so Kwame is the closer one and shares interests.
    expect(kwame.alignment).toBeGreaterThan(50);
    expect(kwame.sharedInterests.length).toBeGreaterThan(0);
    for (const p of people) {
      expect(p.x).toBeGreaterThanOrEqual(MAP_MIN);
      expect(p.x).toBeLessThanOrEqual(MAP_MAX);
      expect(p.y).toBeGreaterThanOrEqual(MAP_MIN);
      expect(p.y).toBeLessThanOrEqual(MAP_MAX);
      expect(Math.hypot(p.x - 50, p.y - 50)).toBeLessThanOrEqual(mapRadius(p.alignment) + 0.1);
    }
  });

  it('is each fan’s own and needs a session', async () => {
    const other = await fan();
    expect((await other.get('/api/pulse-map')).json().people).toEqual([]);
    expect((await new Client(t.app, '10.9.1.1').get('/api/pulse-map')).statusCode).toBe(401);
  });
});
