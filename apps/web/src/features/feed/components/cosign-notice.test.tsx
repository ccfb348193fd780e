import { JOIN_FOR_UNLIMITED, LAST_COSIGN_NOTICE, NO_COSIGNS_LEFT_NOTICE } from '@pulse/domain/cosign-limit';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CosignNotice } from './cosign-notice';

afterEach(cleanup);

function show(props: Parameters<typeof CosignNotice>[0]) {
  return render(
    <MemoryRouter>
      <CosignNotice {...props} />
    </MemoryRouter>,
  );
}

describe('CosignNotice', () => {
  it('shows what is left and no notice while co-signs remain', () => {
    show({ allowance: { remaining: 2, daily: 3 }, notice: null, error: null });
    expect(screen.getByText('2 of 3 co-signs left today')).toBeTruthy();
    expect(screen.queryByText(JOIN_FOR_UNLIMITED)).toBeNull();
  });

  it('shows the last-co-sign notice with the join prompt to /start', () => {
    show({ allowance: { remaining: 0, daily: 3 }, notice: LAST_COSIGN_NOTICE, error: null });
    expect(screen.getByText(LAST_COSIGN_NOTICE)).toBeTruthy();
    expect(screen.getByRole('link', { name: JOIN_FOR_UNLIMITED }).getAttribute('href')).toBe('/start');
  });

  it('says none are left when the allowance is spent, and nothing for accounts', () => {
    show({ allowance: { remaining: 0, daily: 3 }, notice: null, error: null });
    expect(screen.getByText(NO_COSIGNS_LEFT_NOTICE)).toBeTruthy();
    cleanup();
    const { container } = show({ allowance: { remaining: null, daily: 3 }, notice: null, error: null });
    expect(container.textContent).toBe('');
  });
});
