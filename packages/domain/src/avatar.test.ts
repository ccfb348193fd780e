import { describe, expect, it } from 'vitest';
import { avatarSources } from './avatar';

describe('avatarSources', () => {
  it('asks the avatar endpoint for a picture as wide as each screen density needs', () => {
    expect(avatarSources('/api/creators/demo-creator-maya-lin/avatar', 48)).toEqual({
      src: '/api/creators/demo-creator-maya-lin/avatar?w=96',
      srcSet:
        '/api/creators/demo-creator-maya-lin/avatar?w=48 1x, /api/creators/demo-creator-maya-lin/avatar?w=96 2x, /api/creators/demo-creator-maya-lin/avatar?w=144 3x',
    });
  });

  it('leaves every other address alone', () => {
    for (const url of ['data:image/svg+xml;base64,AAAA', '/api/media/m1/v/abc.webp', '/api/creators/x/avatar?w=96']) {
      expect(avatarSources(url, 40)).toEqual({ src: url });
    }
  });
});
