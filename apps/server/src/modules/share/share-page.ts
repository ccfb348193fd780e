import type { PageTemplates } from '../../plugins/static';
import { type RenderedApp, renderPageHtml } from './page-html';
import type { ShareService } from './share.service';

/** A visitor's GET of a page: its address (path and query), and who asks (their address and cookies). */
export interface PageVisit {
  url: string;
  ip: string;
  cookie: string | undefined;
}

/** A request of the web app's, answered by the API in process as the visitor's own. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** The web app's server entry (`apps/web/src/entry-server.tsx`, decision 039); null when the page is left to the browser. */
export type RenderApp = (url: string, api: ApiTransport, options: { testMode: boolean }) => Promise<RenderedApp | null>;

interface RenderPageOptions {
  service: ShareService;
  origin: string;
  /** Answers the visitor's request as the API would (their session and address). */
  askApi: (visit: PageVisit, path: string, init: RequestInit) => Promise<Response>;
  /** The built web app's server renderer; absent when the app was not built for it (tests, `npm run dev`). */
  renderApp: RenderApp | null;
  /** A production deployment on the sandbox provider: rendered pages carry the test-mode banner. */
  testMode: boolean;
  onRenderError: (err: unknown, url: string) => void;
}

/**
 * The static plugin's page renderer: the built page with the head of the page asked for (decision 033)
 * and, on a public page, the screen rendered with the visitor's data and that data for hydrating (decision 039).
 * A page search engines may not index (private screens, unknown or unapproved ids) is rendered in the browser.
 */
export function createRenderPage(options: RenderPageOptions) {
  const { service, origin, askApi, renderApp } = options;
  return async (visit: PageVisit, templates: PageTemplates): Promise<string> => {
    const [pathname = '/'] = visit.url.split('?');
    const meta = await service.pageMeta(pathname);
    let app: RenderedApp | null = null;
    if (renderApp && (!meta.noindex || meta.renderUnindexed)) {
      app = await renderApp(visit.url, (path, init) => askApi(visit, path, init), { testMode: options.testMode }).catch(
        (err: unknown) => {
          options.onRenderError(err, visit.url);
          return null;
        },
      );
    }
    return renderPageHtml(app ? templates.server : templates.browser, meta, origin, app);
  };
}
