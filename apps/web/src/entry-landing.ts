/**
 * The landing's own first script (issue 21 item 3): the server sends `/` rendered, and this makes it work
 * without the app's script. Links are links; the Enter key leads to the intro as the landing says; a button
 * (the Vibe Checker, the top bar's) starts the app, which hydrates the page, and is then pressed again.
 * The app's script loads only when it is used (lib/deferred-start.ts).
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import './styles.css';
import { deferStart, hydrated } from './lib/deferred-start';
import { isEnterShortcut } from './lib/enter-shortcut';

const root = document.getElementById('root');
const load = () => import('./main');

if (!root?.hasAttribute('data-server-rendered')) {
  // The server could not render the landing: the app renders it, now.
  void load();
} else {
  deferStart({ root, load, when: 'on-demand' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isEnterShortcut(event)) return;
    event.preventDefault();
    window.location.assign('/enter');
  };
  window.addEventListener('keydown', onKeyDown);
  // Once the app runs the page, its own handler of the landing's Enter key takes over.
  void hydrated(root).then(() => window.removeEventListener('keydown', onKeyDown));
  // The page works as it is; the end-to-end tests need not wait for the app (decision 039).
  root.dataset.hydrate = 'on-demand';
}
