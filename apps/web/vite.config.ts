import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const api = { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } };

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 3000, strictPort: true, proxy: api },
  preview: { port: 3000, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The app; the first script of a page the server rendered (entry-page.ts) and the landing's (entry-landing.ts),
      // which start the app later (decisions 040 and 042). The server build has its own entry.
      input: isSsrBuild
        ? undefined
        : { index: page('index.html'), 'rendered-page': page('page.html'), landing: page('landing.html') },
      output: {
        // React and the router change rarely: one long-cached chunk with a readable name.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
}));
