/**
 * The server's entry into the web app (decision 039): renders a public page to HTML with the data its screens
 * ask for, and hands back the query state the browser hydrates with. Built by `vite build --ssr` into
 * `dist-server/`; the API server imports it. The browser's entry is main.tsx.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRecordingQueryClient } from './app/recording-query-client';
import { routes } from './app/router';
import { TestDeploymentContext } from './features/platform/components/test-mode-banner';
import { type ApiTransport, setApiTransport } from './lib/api-client';

/** The visitor whose page is being rendered: their requests reach the API as theirs. */
const visitor = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const api = visitor.getStore();
  if (!api) return Promise.reject(new Error(`no visitor to ask ${path} for`));
  return api(path, init);
});

const handler = createStaticHandler(routes);

/** A screen that needs data it only knows to ask for after the first answers arrive renders once more. */
const MAX_PASSES = 3;

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The answers the markup was rendered with, for the browser's query cache. */
  state: DehydratedState;
}

function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

export interface RenderOptions {
  /** A production deployment on the sandbox provider: the page carries the test-mode banner. */
  testMode: boolean;
}

/**
 * Renders `url` for a visitor whose API requests `api` answers. Null when the page cannot be rendered whole on
 * the server (a redirect, an answer that failed, data that keeps asking for more): the browser renders it then.
 */
export async function renderPage(url: string, api: ApiTransport, options: RenderOptions): Promise<RenderedPage | null> {
  return visitor.run(api, async () => {
    const context = await handler.query(new Request(new URL(url, 'http://pulse.local')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const { client, takeUnanswered } = createRecordingQueryClient();
    const app = (
      <StrictMode>
        <TestDeploymentContext value={options.testMode}>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </TestDeploymentContext>
      </StrictMode>
    );
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      // Waits for lazy components too, so that by the last pass every one of them is loaded.
      await renderComplete(app);
      const asked = takeUnanswered();
      if (asked.length === 0) {
        if (client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0) return null;
        // Everything is at hand now, so the markup is whole without the inline scripts a streamed render adds
        // (which the CSP refuses).
        return { html: renderToString(app), state: dehydrate(client) };
      }
      await Promise.all(asked.map((options) => client.prefetchQuery(options)));
    }
    return null;
  });
}
