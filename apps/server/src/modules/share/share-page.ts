import type { RenderPage } from '../../plugins/static';
import { renderPageHtml } from './page-html';
import type { ShareService } from './share.service';

/** The static plugin's page renderer: the built index.html with the head of the page asked for (decision 033). */
export function createRenderPage(service: ShareService, origin: string): RenderPage {
  return async (request, template) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return renderPageHtml(template, await service.pageMeta(pathname), origin);
  };
}
