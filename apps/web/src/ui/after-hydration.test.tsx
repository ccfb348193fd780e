import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

const part = (
  <AfterHydration fallback={<p>Message</p>}>
    <button type="button">Report review</button>
  </AfterHydration>
);

describe('AfterHydration', () => {
  it('leaves the part out of the server markup, and shows it once the page has hydrated', async () => {
    const html = renderToString(part);
    expect(html).toContain('Message');
    expect(html).not.toContain('Report review');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, part);
    });
    expect(container.querySelector('button')?.textContent).toBe('Report review');
    container.remove();
  });

  it('shows the part at once on a page the browser renders', () => {
    render(part);
    expect(screen.getByRole('button', { name: 'Report review' })).toBeTruthy();
  });
});
