import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderApp } from './share-page';

/**
 * The web app's server renderer, built by `npm run build` beside the browser build (`apps/web/dist-server`), or
 * null when it was not built: pages then render in the browser only. Loaded once; a rebuild needs a restart.
 */
export async function loadRenderApp(webDist: string): Promise<RenderApp | null> {
  const entry = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderApp) : null;
}
