import { pageDataFor } from './page-data';
import { pageDataTags, renderPageHtml } from './page-html';
import type { ShareService } from './share.service';

/** A visitor's GET of a page: its address (path and query), and who asks (their address and cookies). */
export interface PageVisit {
  url: string;
  ip: string;
  cookie: string | undefined;
}

/** The API's answer to a GET the page's visitor would make (their cookies, their address); null unless 200. */
export type AskApi = (visit: PageVisit, path: string) => Promise<unknown | null>;

/**
 * The static plugin's page renderer: the built index.html with the head of the page asked for (decision 033)
 * and, on the public data pages, the answers its first render needs and its lead picture (decision 037).
 */
export function createRenderPage(service: ShareService, origin: string, askApi: AskApi) {
  return async (visit: PageVisit, template: string): Promise<string> => {
    const [pathname = '/', search = ''] = visit.url.split('?');
    const data = pageDataFor(pathname, search);
    const [meta, answers] = await Promise.all([
      service.pageMeta(pathname),
      data
        ? Promise.all(
            // An answer that fails is left out: the app asks for it itself.
            data.paths.map(async (path) => [path, await askApi(visit, path).catch(() => null)] as const),
          )
        : [],
    ]);
    const found = new Map(answers.filter(([, answer]) => answer !== null));
    const tags = data ? pageDataTags(found, data.leadPicture?.(found) ?? null) : '';
    return renderPageHtml(template, meta, origin, tags);
  };
}
