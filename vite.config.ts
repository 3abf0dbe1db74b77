import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { antdStylesPlugin } from './scripts/antd-styles-plugin.mjs';

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

/**
 * How the SPA's library code is split into files (rolldown `output.codeSplitting.groups`).
 *
 * Left to itself the bundler cuts one shared chunk per distinct set of lazy importers. With 26 plugins,
 * each a lazy entry with lazy pages, that made 49 files for the login route and 186 for a ledger list,
 * and every file is compressed on its own: the ledger list's JS was 710 kB gzip as files but 612 kB as one
 * stream. Three groups follow the order in which a user meets the screens, so each screen downloads a
 * few large files of code it needs:
 *   - base: what the login route needs (React, the router, i18next, antd's style engine, Form, Input,
 *     Button, Tabs, Spin); every screen needs it too;
 *   - shell: what every signed-in screen adds (Refine, react-query, the layout, menu, drawer, modal,
 *     select, message, and the antd parts of the header widgets);
 *   - list: what the generic list adds (Table, pagination, tree, cascader, date pickers, checkbox).
 * The plugins' registration modules (index, manifest, locales), which the shell loads all at once to
 * build the menu, become one file as well. Anything a group does not name keeps the automatic split, so
 * a package missing here costs bytes, never correctness. Lists are by package (antd by component folder);
 * check them with `npm run bench -- browser` when a screen starts using a new antd component.
 */

type Group = { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively?: boolean };

/** Matches module ids inside the named packages (or antd component folders). */
function inPackages(names: string[]): (id: string) => boolean {
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]'));
  const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
  return (id) => pattern.test(id);
}

const BASE = inPackages([
  'react', 'react-dom', 'scheduler', 'react-is', 'use-sync-external-store', 'react-router', 'i18next', 'react-i18next',
  '@babel/runtime', 'classnames', 'throttle-debounce', 'resize-observer-polyfill', 'stylis', '@emotion/hash', '@emotion/unitless',
  '@ant-design/cssinjs', '@ant-design/cssinjs-utils', '@ant-design/colors', '@ant-design/fast-color', '@ant-design/icons/es/components',
  'antd/es/config-provider', 'antd/es/theme', 'antd/es/locale', 'antd/es/version',
  'antd/es/button', 'antd/es/input', 'antd/es/tabs', 'antd/es/spin',
  'rc-util', 'rc-motion', 'rc-resize-observer', '@rc-component/portal', '@rc-component/trigger', 'rc-overflow', 'rc-menu', 'rc-dropdown',
  'rc-field-form', '@rc-component/async-validator', 'rc-input', 'rc-textarea', 'rc-tabs',
]);

const SHELL = inPackages([
  '@refinedev/core', '@refinedev/react-router', '@refinedev/devtools-internal', '@tanstack/query-core', '@tanstack/react-query',
  'qs', 'object-inspect', 'side-channel', 'side-channel-list', 'side-channel-map', 'side-channel-weakmap', 'get-intrinsic', 'get-proto',
  'dunder-proto', 'call-bind-apply-helpers', 'call-bound', 'function-bind', 'has-symbols', 'hasown', 'gopd', 'es-errors',
  'es-define-property', 'es-object-atoms', 'math-intrinsics', 'async-function', 'async-generator-function', 'generator-function',
  'papaparse', 'pluralize', 'error-stack-parser', 'stackframe', 'warn-once', 'lodash-es', 'dayjs', 'copy-to-clipboard', 'toggle-selection',
  'antd/es/layout', 'antd/es/menu', 'antd/es/dropdown', 'antd/es/tooltip', 'antd/es/popover', 'antd/es/drawer', 'antd/es/modal',
  'antd/es/message', 'antd/es/app', 'antd/es/select', 'antd/es/typography', 'antd/es/badge', 'antd/es/avatar', 'antd/es/tag',
  'antd/es/alert', 'antd/es/empty', 'antd/es/skeleton', 'antd/es/grid', 'antd/es/row', 'antd/es/col', 'antd/es/breadcrumb',
  'antd/es/watermark',
  'rc-select', 'rc-virtual-list', 'rc-notification', 'rc-dialog', 'rc-drawer', 'rc-tooltip', '@rc-component/mutate-observer',
]);

const LIST = inPackages([
  'antd/es/table', 'rc-table', '@rc-component/context', 'antd/es/pagination', 'rc-pagination', 'antd/es/tree', 'rc-tree',
  'antd/es/cascader', 'rc-cascader', 'antd/es/checkbox', 'rc-checkbox', 'antd/es/radio', 'antd/es/statistic',
  'antd/es/date-picker', 'antd/es/time-picker', 'antd/es/calendar', 'rc-picker', 'compute-scroll-into-view', 'scroll-into-view-if-needed',
]);

/** The runtime's tiny modules that the login route shares with the plugin registrations stay with base. */
const BASE_APP = /(vite[\\/]preload-helper|runtime[\\/]i18n[\\/]namespace\.ts$)/;
const PLUGIN_REGISTRATION = /[\\/]plugins[\\/][^\\/]+[\\/](index|manifest|locales)\.tsx?$/;

const chunkGroups: Group[] = [
  { name: 'base', test: (id) => BASE(id) || BASE_APP.test(id), priority: 30 },
  { name: 'shell', test: SHELL, priority: 20 },
  // Only the named packages: by default a group also takes in what its modules import, and the list
  // group would then carry the tree's FolderOutlined icon, which the side menu uses, so every screen with
  // a menu (module home included) would load the whole list group.
  { name: 'list', test: (id) => LIST(id), priority: 10, includeDependenciesRecursively: false },
  { name: 'plugins', test: (id) => PLUGIN_REGISTRATION.test(id), priority: 5 },
];

// One config for the SPA build and the test projects: 'unit' (pure and DOM code) and 'api'
// (Fastify app against PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  plugins: [react(), antdStylesPlugin()],
  root: '.',
  base: './',
  build: {
    // DIST_DIR lets parallel checkouts/test runs build and serve their own copy (the server reads it too).
    outDir: process.env.DIST_DIR || 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Fewer, larger library files per screen (chunkGroups above): each file is compressed on its own.
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
          // Vitest's default is one worker less than the cores: one worker on the 2-core machines, which
          // left a core idle while files waited on their imports and DOM environments.
          maxWorkers: 2,
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
          maxWorkers: Math.max(1, Number(process.env.API_WORKERS || 2)),
          // The files of a worker share its loaded server modules: each file still builds its own app on its
          // own database, so only process-wide state is shared, and that state must hold in a process serving
          // several databases (keyed by content or by the app, never by a row id). Isolation cost ~2.5 s of
          // import and plugin loading per file: 418 → 234 s per database on the 2-core machines.
          isolate: false,
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
          // The files of a worker share one process and its loaded modules (playwright-core, the helpers):
          // each file keeps its state in its own module and its own browser connection and pages, and the
          // helpers hold none that outlives a file except per-server caches (identity-signin-support.ts).
          // Isolation cost ~1 s of import per file, ~70 s of a CI run's CPU.
          isolate: false,
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
