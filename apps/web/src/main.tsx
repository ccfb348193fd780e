import '@fontsource-variable/inter';
import '@fontsource-variable/space-grotesk';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter, loadMatchedScreens } from './app/router';
import { preloadShell } from './app/shell';
import { hydratePageData } from './lib/page-data';
import { meQueryKey } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// A public page arrives rendered, with the answers it was rendered with (decision 039).
const serverRendered = container.hasAttribute('data-server-rendered') && hydratePageData(queryClient);

async function start() {
  // Hydrating needs the screen's code at hand, or the router would first render its fallback over the markup,
  // and the shell's own lazy parts too, or they would hydrate a step later and miss a press.
  if (serverRendered) {
    // A task of its own after the modules' evaluation: matching the route and preloading its screens would
    // otherwise lengthen that task, which on a phone already blocks input for a good 100 ms (issue 35).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const me = queryClient.getQueryData<{ user: unknown }>(meQueryKey);
    await Promise.all([loadMatchedScreens(window.location), preloadShell(Boolean(me?.user))]);
  }
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydrating yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a press or a scroll meanwhile is answered at once (and replayed once hydrated).
  if (serverRendered && container) startTransition(() => void hydrateRoot(container, app));
  else if (container) createRoot(container).render(app);
}

void start();
