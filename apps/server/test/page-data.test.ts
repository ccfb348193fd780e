import type { WorkMedia } from '@pulse/domain/media';
import { describe, expect, it } from 'vitest';
import { pageDataFor } from '../src/modules/share/page-data';
import { pageDataTags } from '../src/modules/share/page-html';

function media(kind: WorkMedia['kind'], status: WorkMedia['status'] = 'ready'): WorkMedia {
  return {
    id: 'm1',
    kind,
    status,
    failureReason: null,
    width: 1280,
    height: 720,
    durationSeconds: null,
    placeholder: null,
    images: [
      { url: '/api/media/v/a-320.webp', width: 320, height: 180, mimeType: 'image/webp' },
      { url: '/api/media/v/a-640.webp', width: 640, height: 360, mimeType: 'image/webp' },
      { url: '/api/media/v/a-1280.webp', width: 1280, height: 720, mimeType: 'image/webp' },
    ],
    playUrl: null,
    playMimeType: null,
    fullUrl: '/api/media/m1',
    peaks: null,
  };
}

const profile = (m: WorkMedia) => ({ works: [{ id: 'w1', title: 'Reel', tags: [], media: m }] });

describe('a public page’s lead picture (decision 037)', () => {
  it('preloads the first work’s picture with the srcset and sizes the grid renders it with', () => {
    const data = pageDataFor('/creator/maya-lin', '');
    expect(data?.paths).toEqual(['/api/me', '/api/creators/maya-lin']);
    const lead = data?.leadPicture?.(new Map([['/api/creators/maya-lin', profile(media('video'))]])) ?? null;
    const tags = pageDataTags(new Map(), lead);
    expect(tags).toBe(
      '<link rel="preload" as="image" href="/api/media/v/a-640.webp" imagesrcset="/api/media/v/a-320.webp 320w, /api/media/v/a-640.webp 640w, /api/media/v/a-1280.webp 1280w" imagesizes="(min-width: 1024px) 330px, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />',
    );
  });

  it('preloads nothing for work that is only heard, still processing, or missing', () => {
    const lead = pageDataFor('/creator/x', '')?.leadPicture;
    expect(lead?.(new Map([['/api/creators/x', profile(media('audio'))]]))).toBeNull();
    expect(lead?.(new Map([['/api/creators/x', profile(media('image', 'processing'))]]))).toBeNull();
    expect(lead?.(new Map())).toBeNull();
  });

  it('asks for nothing on a malformed address or a page that is not public data', () => {
    expect(pageDataFor('/creator/%E0%A4%A', '')).toBeNull();
    expect(pageDataFor('/pulspace', '')).toBeNull();
    expect(pageDataFor('/explore', 'vibe=chill')).toBeNull();
  });

  it('escapes every `<` in the answers so none can close the element', () => {
    const tags = pageDataTags(new Map([['/api/x', { bio: '</script><script>alert(1)</script>' }]]), null);
    expect(tags).toBe(
      '<script type="application/json" id="pulse-page-data">{"/api/x":{"bio":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>',
    );
    expect(JSON.parse(/>(\{.*\})</.exec(tags)?.[1] ?? '')).toEqual({
      '/api/x': { bio: '</script><script>alert(1)</script>' },
    });
  });
});
