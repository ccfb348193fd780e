import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { subsetFonts } from './build/subset-fonts';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
/** What the first scripts of rendered pages import (entry-page.ts, entry-landing.ts), besides styles. */
const FIRST_SCRIPT = /deferred-start|enter-shortcut|preload-helper/;
/**
 * Shared code that only forms and dialogs need: kept out of `common`, whose every byte a rendered page parses when
 * its app starts (issue 35: the evaluation of the app's modules is a reader's longest task on a phone). Rolldown
 * puts these, with react-hook-form and Radix, in chunks of their own that load with the screens that use them.
 */
const FORMS_AND_DIALOGS = /src[\\/](ui[\\/](dialog|report-dialog)|lib[\\/](schema-form|form-errors))\.tsx?$/;
const SHARED_CHUNKS = new Set(['react-vendor', 'common', 'preload-helper']);
const api = { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } };

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), subsetFonts(), precompress()],
  server: { port: 3000, strictPort: true, proxy: api },
  preview: { port: 3000, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself (`<link rel="modulepreload">`).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app; the first script of a page the server rendered (entry-page.ts) and the landing's (entry-landing.ts),
      // which start the app later (decisions 040 and 042). The server build has its own entry.
      input: isSsrBuild
        ? undefined
        : { index: page('index.html'), 'rendered-page': page('page.html'), landing: page('landing.html') },
      output: {
        // A chunk's name is its hash alone: a page's script names its chunks in every import and in the preload
        // lists of every screen (about 2 KiB of a first load). The shared groups keep theirs, for reading a build.
        chunkFileNames: (chunk) => (SHARED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            // Vite's module preloader, which the first scripts use too: never inside a chunk that imports React.
            { name: 'preload-helper', test: /preload-helper/, priority: 30 },
            // React, the router and the query cache change rarely, and every screen needs them: one long-cached
            // chunk with a readable name.
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            // The interface pieces most screens use, in one chunk rather than a dozen of a few hundred bytes each
            // (each a request, and gzip compresses small files worst). Not what the landing's and rendered
            // pages' first scripts import: those stay free of React (decisions 040 and 042).
            {
              name: 'common',
              test: (id: string) =>
                /src[\\/](ui|lib)[\\/]|lucide-react/.test(id) && !FIRST_SCRIPT.test(id) && !FORMS_AND_DIALOGS.test(id),
              minShareCount: 15,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
