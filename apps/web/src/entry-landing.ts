/**
 * The landing's own first script (issue 21 item 3): the server sends `/` rendered, and this makes it work
 * without the app's script. Links are links; the Enter key leads to the intro as the landing says; a button
 * (the Vibe Checker, the top bar's) starts the app, which hydrates the page, and is then pressed again.
 * Hovering or focusing a button starts the app early. The app's script loads only when it is used.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import './styles.css';
import { isEnterShortcut } from './lib/enter-shortcut';

const CONTROL = 'button, [role="button"], summary, input, select, textarea, label';

const root = document.getElementById('root');
let app: Promise<unknown> | null = null;
const startApp = () => {
  app ??= import('./main');
  return app;
};

/** Resolves once the app has taken the page over (the shell removes the server's mark). */
function hydrated(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (!element.hasAttribute('data-server-rendered')) return resolve();
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('data-server-rendered')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-server-rendered'] });
  });
}

/**
 * Resolves once React has hydrated `element` itself (a button inside a lazy part hydrates after the shell), so a
 * press replayed on it reaches its handler; gives up after a few seconds and lets the press go anyway. React
 * marks the nodes it has taken over with its props; nothing public tells it.
 */
function handled(element: Element): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const taken = Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      if (taken || performance.now() - since > 5_000) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

if (!root?.hasAttribute('data-server-rendered')) {
  // The server could not render the landing: the app renders it, now.
  void startApp();
} else {
  const rendered = root;
  const control = (target: EventTarget | null) => (target instanceof Element ? target.closest(CONTROL) : null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isEnterShortcut(event)) return;
    event.preventDefault();
    window.location.assign('/enter');
  };
  const onClick = (event: MouseEvent) => {
    const pressed = control(event.target);
    if (!(pressed instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    void startApp()
      .then(() => hydrated(rendered))
      .then(() => handled(pressed))
      .then(() => pressed.click());
  };
  const warmUp = (event: Event) => {
    if (control(event.target)) void startApp();
  };
  window.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', warmUp, { passive: true });
  document.addEventListener('focusin', warmUp);
  // Once the app runs the page, its own handlers (the landing's Enter key among them) take over.
  void hydrated(rendered).then(() => {
    window.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerover', warmUp);
    document.removeEventListener('focusin', warmUp);
  });
  // The page works as it is; the end-to-end tests need not wait for the app (decision 039).
  rendered.dataset.hydrate = 'on-demand';
}
