/**
 * GET {module}/page writes its JSON from the page rows (server/modules/recordJson.ts). Its body must be,
 * byte for byte, what the path before it answered: the repository's record objects wrapped in the
 * success envelope and serialised by JSON.stringify. Compared for several modules and queries, on
 * seeded rows and on records holding awkward text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { success } from '../../server/core/envelope';
import { moduleRepository, type ModuleRepository } from '../../server/modules/repository';
import { createModuleValidation } from '../../server/modules/validation';
import { loadModuleSchemas } from '../../server/modules/load';
import type { ModuleSchema } from '../../schemas/types';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, EMPTY_ENTERPRISE, moduleClient, SEEDED_ENTERPRISE, type ModuleClient } from './modules-client';

let t: TestApp;
let schemas: ModuleSchema[];

beforeAll(async () => {
  t = await createTestApp();
  schemas = await loadModuleSchemas(new URL('../../schemas/modules', import.meta.url).pathname);
});
afterAll(() => t?.close());

/** The route's raw body against JSON.stringify(success(repository.page(…))) for the same query. */
async function expectSameBody(c: ModuleClient, schema: ModuleSchema, query: Record<string, string>) {
  const res = await c.call('GET', `${schema.api}/page`, { query });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const repository: ModuleRepository = moduleRepository(t.db, schema);
  const parsed = createModuleValidation([schema]).get(schema.id)!.page(query, 'zh-CN');
  const expected = JSON.stringify(success(await repository.page(c.enterpriseId, parsed)));
  expect(res.raw.toString('utf8')).toBe(expected);
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(expected));
  return res.body!.data as { records: unknown[]; total: number };
}

const accepts = (parse: () => unknown) => {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
};

describe('list answer written from rows', () => {
  it('is byte for byte the serialised records for seeded modules and several queries', async () => {
    const c = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
    let nonEmpty = 0;
    for (const schema of schemas.filter((s) => s.permissions.view)) {
      const validation = createModuleValidation([schema]).get(schema.id)!;
      // A sort on the first field the module lets the caller sort by.
      const sortable = schema.fields.map((f) => ({ sortField: f.name, sortOrder: 'ascend', pageSize: '50' })).find((q) => accepts(() => validation.page(q, 'zh-CN')));
      for (const query of [{}, { pageSize: '10', pageNum: '2' }, ...(sortable ? [sortable] : []), { pageNum: '999' }]) {
        const data = await expectSameBody(c, schema, query);
        if (data.records.length > 0) nonEmpty++;
      }
    }
    // The comparison must have seen records, not only empty pages.
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('is byte for byte the serialised records for text with quotes, control characters, emoji and Chinese', async () => {
    const c = await moduleClient(t, ADMIN_PHONE, EMPTY_ENTERPRISE);
    const schema = schemas.find((s) => s.api === 'account/deviceInventory')!;
    const texts = ['引号"和\\反斜杠', 'tab\there\nline\r\u0001\u001f', '😀 表情 👩‍👩‍👧', '</script>\u2028\u2029', '江苏绿源化工有限公司'];
    for (const [i, text] of texts.entries()) {
      const res = await c.call('POST', 'account/deviceInventory', {
        payload: { deviceCode: `JSON-${i}`, name: `设备${i}`, deviceType: '1', model: `M-${i}`, manufacturer: text, installDate: '2023-05-15', designCapacity: 0.1 + i, status: '1', recorder: '张伟', recordTime: '2024-01-02 09:00:00', remark: text },
      });
      expect(res.body?.code, JSON.stringify(res.body)).toBe(1000000);
    }
    const data = await expectSameBody(c, schema, { pageSize: '50' });
    expect(data.records.map((r) => (r as { remark: string }).remark).sort()).toEqual([...texts].sort());
    await expectSameBody(c, schema, { model: 'M-1' });
  });
});
