import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferStart } from './deferred-start';

/** A page as the server sends it: rendered, marked, with a button that does nothing until the app runs. */
function renderedPage() {
  document.body.innerHTML =
    '<div id="root" data-server-rendered=""><a href="#later">A link</a><button type="button">Co-sign</button></div>';
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button };
}

/** What the app does when it hydrates: the button gets its handler (React's props mark) and the mark goes. */
function hydrate(root: HTMLElement, button: HTMLButtonElement, onPress: () => void) {
  Object.assign(button, { __reactProps$test: {} });
  button.addEventListener('click', onPress);
  root.removeAttribute('data-server-rendered');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('deferStart', () => {
  it('starts the app on a press made before it ran, and presses again once the app handles it', async () => {
    const { root, button } = renderedPage();
    const onPress = vi.fn();
    const load = vi.fn(async () => hydrate(root, button, onPress));
    deferStart({ root, load, when: 'on-demand' });
    expect(load).not.toHaveBeenCalled();

    button.click();
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(onPress).toHaveBeenCalledOnce();

    // Hydrated: the app's own handlers answer, nothing is replayed twice.
    button.click();
    await flush();
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves links alone and starts early when a control is hovered', async () => {
    const { root } = renderedPage();
    const load = vi.fn(async () => {});
    deferStart({ root, load, when: 'on-demand' });
    const link = root.querySelector('a') as HTMLAnchorElement;
    const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(true);
    expect(load).not.toHaveBeenCalled();

    root.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts the app after the page has loaded when asked to', async () => {
    const { root } = renderedPage();
    const load = vi.fn(async () => {});
    // jsdom's document has finished loading by now, as a page whose load event has passed.
    expect(document.readyState).toBe('complete');
    deferStart({ root, load, when: 'after-load' });
    expect(load).not.toHaveBeenCalled();
    await flush();
    expect(load).toHaveBeenCalledOnce();
  });
});
