import { TEST_MODE_BANNER } from '@pulse/domain/test-mode';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestModeBanner } from './test-mode-banner';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-test-mode');
});

describe('TestModeBanner', () => {
  it('tells every user that no real money moves on a test deployment, in the first render', () => {
    document.documentElement.setAttribute('data-test-mode', '');
    render(<TestModeBanner />);
    expect(screen.getByRole('status').textContent).toBe(TEST_MODE_BANNER);
  });

  it('says nothing on a live deployment', () => {
    const { container } = render(<TestModeBanner />);
    expect(container.textContent).toBe('');
  });
});
