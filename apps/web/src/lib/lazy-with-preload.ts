import { type ComponentType, lazy } from 'react';

/**
 * React.lazy whose code can be fetched ahead of its first render. Once fetched, it renders at once instead of
 * suspending (React reads a thenable that resolves synchronously as already resolved), so a page hydrating from
 * the server's markup (decision 039) takes such a part over in the same pass as the rest of the page, and a
 * press on it is never lost.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is the point (see above).
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<
        typeof module
      >;
    }
    return preload().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload });
}
