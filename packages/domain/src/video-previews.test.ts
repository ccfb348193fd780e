import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateVideoCost, ProviderVideoResult, VIDEO_PREVIEW_MESSAGES, VideoPreviewRequest } from './video-previews';

const ok = { creatorId: 'c1', prompt: 'A sunrise campus run', duration: 8, aspectRatio: '9:16', format: 'mp4' };

describe('video preview request', () => {
  it('accepts the spec values and defaults the style', () => {
    for (const duration of [8, 6, 5])
      for (const aspectRatio of ['16:9', '9:16', '1:1', '4:3'])
        for (const format of ['mp4', 'webm', 'mov'])
          expect(VideoPreviewRequest.safeParse({ ...ok, duration, aspectRatio, format }).success).toBe(true);
    expect(VideoPreviewRequest.parse(ok).style).toBe('');
  });

  it('rejects other values with readable messages', () => {
    const msg = (v: object) => VideoPreviewRequest.safeParse({ ...ok, ...v }).error?.issues[0]?.message;
    expect(msg({ duration: 7 })).toBe(VIDEO_PREVIEW_MESSAGES.duration);
    expect(msg({ aspectRatio: '21:9' })).toBe(VIDEO_PREVIEW_MESSAGES.aspectRatio);
    expect(msg({ format: 'gif' })).toBe(VIDEO_PREVIEW_MESSAGES.format);
    expect(msg({ prompt: '   ' })).toBe(VIDEO_PREVIEW_MESSAGES.promptRequired);
    expect(msg({ prompt: 'x'.repeat(1001) })).toBe(VIDEO_PREVIEW_MESSAGES.promptTooLong);
  });

  it('rejects any duration outside 8, 6, 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (d) => {
        expect(VideoPreviewRequest.safeParse({ ...ok, duration: d }).success).toBe([8, 6, 5].includes(d));
      }),
    );
  });
});

describe('cost estimate', () => {
  it('is 3.5 per video', () => {
    expect(estimateVideoCost()).toBe(3.5);
    expect(estimateVideoCost(3)).toBe(10.5);
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(estimateVideoCost(n)).toBe(n * 3.5);
      }),
    );
  });
});

describe('provider result', () => {
  it('needs an id and a URL', () => {
    expect(ProviderVideoResult.safeParse({ id: 'v', url: 'https://x.test/v.mp4' }).success).toBe(true);
    expect(ProviderVideoResult.safeParse({ id: 'v' }).success).toBe(false);
  });
});
