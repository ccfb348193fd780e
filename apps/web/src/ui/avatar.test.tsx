import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('asks for the pixels its size needs at each density, reserves its box and waits until it is near the view', () => {
    const { container } = render(<Avatar src="/api/creators/c1/avatar" size={40} className="size-10" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/creators/c1/avatar?w=80');
    expect(img.getAttribute('srcset')).toBe(
      '/api/creators/c1/avatar?w=40 1x, /api/creators/c1/avatar?w=80 2x, /api/creators/c1/avatar?w=120 3x',
    );
    expect([img.width, img.height]).toEqual([40, 40]);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe('');
  });

  it('loads at once when eager, and shows any other picture as it is', () => {
    const { container } = render(<Avatar src="data:image/svg+xml;base64,AAAA" size={36} eager />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('data:image/svg+xml;base64,AAAA');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('loading')).toBe('eager');
  });
});
