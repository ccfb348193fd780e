/**
 * Starting the app on a page the server rendered (decisions 039, 040 and 042): the page reads and its links work
 * before the app's script has run, so the script need not hold back the first paint or the lead picture. Until
 * the app has taken the page over, a press on a control (which does nothing yet) starts the app and is pressed
 * again once its handler is there; hovering or focusing a control starts the app early.
 */
export const CONTROL = 'button, [role="button"], summary, input, select, textarea, label';

/** Resolves once the app has taken the page over (the shell removes the server's mark). */
export function hydrated(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (!root.hasAttribute('data-server-rendered')) return resolve();
    const observer = new MutationObserver(() => {
      if (root.hasAttribute('data-server-rendered')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-server-rendered'] });
  });
}

/** Whether React has hydrated `element`: it keeps its props on the nodes it has taken over; nothing public tells it. */
export function handledByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Resolves once React has hydrated `element` itself (a button inside a lazy part hydrates after the shell), so a
 * press replayed on it reaches its handler; gives up after a few seconds and lets the press go anyway.
 */
export function handled(element: Element): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      if (handledByReact(element) || performance.now() - since > 5_000) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** Resolves after the page's `load` event (its eager pictures are in) and the frame that follows it. */
function afterLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

interface DeferredStart {
  root: HTMLElement;
  /** Imports the app (`./main`), which hydrates the page. */
  load: () => Promise<unknown>;
  /**
   * `after-load`: the app starts once the page has loaded (a data page, whose controls are wanted soon);
   * `on-demand`: only when a control is used (the landing, which most visitors only read and leave by a link).
   */
  when: 'after-load' | 'on-demand';
}

/** Starts the app as `when` says, and replays a press made before it ran. Returns the app's start. */
export function deferStart({ root, load, when }: DeferredStart): () => Promise<unknown> {
  let app: Promise<unknown> | null = null;
  const start = () => {
    app ??= load();
    return app;
  };
  const control = (target: EventTarget | null) => (target instanceof Element ? target.closest(CONTROL) : null);
  const onClick = (event: MouseEvent) => {
    const pressed = control(event.target);
    if (!(pressed instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    void start()
      .then(() => hydrated(root))
      .then(() => handled(pressed))
      .then(() => pressed.click());
  };
  const warmUp = (event: Event) => {
    if (control(event.target)) void start();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', warmUp, { passive: true });
  document.addEventListener('focusin', warmUp);
  // Once the app runs the page, its own handlers take over.
  void hydrated(root).then(() => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerover', warmUp);
    document.removeEventListener('focusin', warmUp);
  });
  if (when === 'after-load') void afterLoad().then(start);
  return start;
}
