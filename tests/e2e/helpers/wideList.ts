// A ledger list made 30 columns wide for one browser context or page, by rewriting three answers: the
// module schema gains `extra` string fields shown as list columns, the user's stored column settings are
// replaced by the defaults, and the page answer is `records`. Used by the wide-page browser test and the
// render benchmark (bench/browser-pages.ts).
import type { Route } from 'playwright-core';

interface Routable {
  route(url: string, handler: (route: Route) => unknown): Promise<unknown>;
}

export async function routeWideList(target: Routable, module: { id: string; api: string }, extra: readonly string[], records: readonly object[], width = 110): Promise<void> {
  await target.route(`**/module/schema/${module.id}`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { fields: object[]; list: { columns: object[] } } };
    for (const name of extra) {
      body.data.fields.push({ name, type: 'string', label: { 'zh-CN': `附加${name.slice(11)}` } });
      body.data.list.columns.push({ field: name, width });
    }
    await route.fulfill({ response: answer, json: body });
  });
  await target.route('**/columnConfig?*', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { code: 1000000, msg: 'success', data: { key: '', columns: [] } } }) : route.continue(),
  );
  await target.route(`**/${module.api}/page?*`, (route) => route.fulfill({ json: { code: 1000000, msg: 'success', data: { records, total: records.length } } }));
}
