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
  'rc-field-form', '@rc-component/async-validator', 'rc-input', 'rc-textarea', 'rc-tabs', '@noble/hashes',
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

export const chunkGroups: Group[] = [
  { name: 'base', test: (id) => BASE(id) || BASE_APP.test(id), priority: 30 },
  { name: 'shell', test: SHELL, priority: 20 },
  // Only the named packages: by default a group also takes in what its modules import, and the list
  // group would then carry the tree's FolderOutlined icon, which the side menu uses, so every screen with
  // a menu (module home included) would load the whole list group.
  { name: 'list', test: (id) => LIST(id), priority: 10, includeDependenciesRecursively: false },
  { name: 'plugins', test: (id) => PLUGIN_REGISTRATION.test(id), priority: 5 },
];
