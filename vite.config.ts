import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chunkGroups } from './vite.chunks';

/**
 * File order of the test run: vitest's own (by cached durations, else size), except that the shards of
 * the every-ledger browser flow start first. They are the longest files by far but tiny on disk, so on a
 * fresh clone (no duration cache) they would otherwise start last and leave one e2e worker idle at the end.
 */
class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (f: TestSpecification) => /tests\/e2e\/ledger-all-\d+\.e2e\.ts$/.test(f.moduleId);
    const sorted = await super.sort(files);
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}

// One config for the SPA build and the test projects: 'unit' (pure and DOM code) and 'api'
// (Fastify app against PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  root: '.',
  base: './',
  build: {
    // DIST_DIR lets parallel checkouts/test runs build and serve their own copy (the server reads it too).
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Fewer, larger library files per screen (see vite.chunks.ts): each file is compressed on its own.
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // ws: live video panels play WS-FLV from /api/video/live/ through the API server.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT || 8080}`, ws: true } },
  },
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Plugin tests live in plugins/<name>/tests/: *.test.ts(x) unit, *.api.test.ts API, *.e2e.ts browser.
          include: ['tests/unit/**/*.test.{ts,tsx}', 'plugins/*/tests/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'plugins/*/tests/**/*.api.test.ts'],
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One PGlite per file is memory-heavy; the 2-core machines run files two at a time.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts', 'plugins/*/tests/**/*.e2e.ts'],
          sequence: { groupOrder: 2 },
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/helpers/failure-capture.ts'],
          // E2E_WORKERS files at a time (2 by default, for the 2-core machines), each worker with a server and
          // a Chromium of its own (global-setup.ts), so files of different workers never share seeded data.
          maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS || 2)),
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // In CI a failed browser test runs once more (vitest prints the retry). A stopgap, not a cure:
          // full runs on the 2-core machines still lose about one race in 196 tests, a different one each
          // time (issue 19 keeps "no flaky tests" open; each race found is fixed at its cause).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
