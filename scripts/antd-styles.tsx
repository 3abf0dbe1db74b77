// Prints the CSS antd would generate in the browser for the app's light theme (runtime/common/theme.ts),
// with cssinjs's map of what it holds. The build writes it before the app's scripts for signed-in visits
// (scripts/antd-styles-plugin.mjs), so such a cold load skips generating and inserting each component's
// styles (issue 19, item 5: ~170 ms of the ledger list's main thread). Anything not covered here (the monitoring's dark theme, the reduced-
// motion theme, a component first met later) is still generated at run time, as before: the map only
// marks styles as present, it never stops antd from adding one it lacks.
//
// Run with NODE_ENV=production: development builds of antd produce other class hashes.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { themeFor } from '../runtime/common/theme';

type AnyComponent = ComponentType<Record<string, unknown>>;

const isComponent = (name: string, value: unknown): value is AnyComponent =>
  /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));

/** Every component antd exports, with its static parts (Input.Search, Layout.Sider, DatePicker.RangePicker…). */
function components(): Array<[string, AnyComponent]> {
  const found: Array<[string, AnyComponent]> = [];
  for (const [name, value] of Object.entries(antd)) {
    if (!isComponent(name, value) || name === 'ConfigProvider') continue;
    found.push([name, value]);
    for (const [part, sub] of Object.entries(value as object)) if (isComponent(part, sub)) found.push([`${name}.${part}`, sub]);
  }
  return found;
}

// Props that make a component render its styled parts outside a real page (most need none).
const PROPS: Record<string, Record<string, unknown>> = {
  Menu: { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }], mode: 'inline' },
  Table: { columns: [{ title: 'a', dataIndex: 'a' }], dataSource: [{ key: 1, a: 1 }], pagination: { total: 50, showSizeChanger: true } },
  Tabs: { items: [{ key: '1', label: 'a', children: 'b' }] },
  Pagination: { total: 50, showSizeChanger: true, showQuickJumper: true },
  Breadcrumb: { items: [{ title: 'a' }, { title: 'b' }] },
  Descriptions: { items: [{ label: 'a', children: 'b' }] },
  Steps: { items: [{ title: 'a' }] },
  Collapse: { items: [{ key: 1, label: 'a', children: 'b' }] },
  Timeline: { items: [{ children: 'a' }] },
  List: { dataSource: [1], renderItem: () => 'a' },
  Tree: { treeData: [{ key: 'a', title: 'a' }] },
  Segmented: { options: ['a'] },
  QRCode: { value: 'a' },
  Watermark: { content: 'a' },
};
const NEEDS_CHILD = new Set(['Dropdown', 'Tooltip', 'Popover', 'Popconfirm', 'Affix', 'Badge', 'Spin']);

function element(name: string, component: AnyComponent): ReactNode {
  const props = PROPS[name] ?? {};
  return createElement(component, props, NEEDS_CHILD.has(name) ? createElement('span', null, 'a') : undefined);
}

/** The CSS text (plain, with cssinjs's cache-path map) and how many components rendered. */
function antdStyles(): { css: string; rendered: number; total: number } {
  const cache = createCache();
  const theme = themeFor(false);
  const all = components();
  let rendered = 0;
  const quiet = console.error;
  console.error = () => {}; // components rendered without their usual parents warn; the styles are what count
  try {
    for (const [name, component] of all) {
      try {
        renderToString(
          createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme, locale: zhCN }, element(name, component))),
        );
        rendered += 1;
      } catch {
        // A part that cannot render on its own (it needs its parent's context): its styles come with the parent.
      }
    }
  } finally {
    console.error = quiet;
  }
  const css = extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
  return { css, rendered, total: all.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { css, rendered, total } = antdStyles();
  process.stdout.write(css);
  process.stderr.write(`antd styles: ${rendered} of ${total} components, ${css.length} bytes\n`);
}
