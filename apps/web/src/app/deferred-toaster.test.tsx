import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('stays out of the page while nobody interacts and no toast is raised', async () => {
    render(<DeferredToaster now={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  it('mounts when a toast is raised, and shows it', async () => {
    render(<DeferredToaster now={false} />);
    act(() => toast.success('Saved to your shortlist'));
    expect(await screen.findByText('Saved to your shortlist')).toBeTruthy();
  });
});
