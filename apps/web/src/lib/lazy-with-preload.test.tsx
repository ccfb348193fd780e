import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithPreload', () => {
  it('renders at once, without its fallback, once its code is fetched', async () => {
    const Hello = lazyWithPreload(async () => greeting);
    await Hello.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Hello name="Maya" />
      </Suspense>,
    );
    // Synchronously: the first render already shows it.
    expect(screen.getByText('Hello Maya')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends as React.lazy does when nothing fetched it ahead, and fetches once', async () => {
    let loads = 0;
    const Hello = lazyWithPreload(async () => {
      loads += 1;
      return greeting;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Hello name="Theo" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Theo')).toBeTruthy();
    await Hello.preload();
    expect(loads).toBe(1);
  });
});
