import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          // The fleet test starts its own PostgreSQL database, Redis and S3 store: its own project, run once.
          exclude: [...configDefaults.exclude, 'test/fleet.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound WASM; two cores fit two workers.
          maxWorkers: 2,
          // Test files share a worker's imported modules (each still opens its own database): importing the app
          // anew per file was a third of the suite's time (379 of 1,093 s on PostgreSQL). No test mocks modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'fleet',
          root: './apps/server',
          include: ['test/fleet.test.ts'],
          // It runs the compiled server (apps/server/dist/server.js), built here when its sources changed.
          globalSetup: ['./test/build-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
