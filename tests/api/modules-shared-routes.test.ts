// File modules with the same routes share one route set (server/modules/sharedRoutes.ts). What a client
// sees must be what nine routes per module gave: each module's own permission keys, 404 for any other
// module name (with or without a session), 405 with Allow on a known path, every module documented at
// its own paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';
import { ADMIN_PHONE, moduleClient, PREFIX, SEEDED_ENTERPRISE, VIEWER_PHONE, type ModuleClient } from './modules-client';

const DEVICES = 'account/deviceInventory';
const WASTEWATER = 'account/onlineWastewater';
const device = { deviceCode: 'SHR-001', name: '2号布袋除尘器', deviceType: '2', model: 'LCM-4000', status: '1', recorder: '张伟', recordTime: '2024-03-01 10:00:00' };

let t: TestApp;
let admin: ModuleClient;
let limited: ModuleClient; // in 江苏: the device ledger's view and add keys, nothing else

beforeAll(async () => {
  t = await createTestApp();
  // A role of its own for the viewer in 江苏, before it signs in (its grant is read then).
  const { rows } = await t.db.query<{ id: string }>(`INSERT INTO role (name, code, area) VALUES ('设备台账录入', 'shared-routes-test', 'client') RETURNING id::text AS id`);
  await t.db.query(`INSERT INTO role_permission (role_id, perm) VALUES ($1, 'account:deviceInventory:view'), ($1, 'account:deviceInventory:add')`, [rows[0].id]);
  await t.db.query(
    `UPDATE user_enterprise SET role_id = $1
      WHERE user_id = (SELECT id FROM app_user WHERE phone = $2) AND enterprise_id = (SELECT id FROM enterprise WHERE name = $3)`,
    [rows[0].id, VIEWER_PHONE, SEEDED_ENTERPRISE],
  );
  admin = await moduleClient(t, ADMIN_PHONE, SEEDED_ENTERPRISE);
  limited = await moduleClient(t, VIEWER_PHONE, SEEDED_ENTERPRISE);
});
afterAll(() => t?.close());

describe('modules served by one route set', () => {
  it("checks the addressed module's own keys", async () => {
    expect((await limited.call('GET', `${DEVICES}/page`)).body?.code).toBe(1000000);
    expect((await limited.call('POST', DEVICES, { payload: device })).body?.code).toBe(1000000);
    expect((await limited.call('GET', `${DEVICES}/exportExcel`)).body?.code).toBe(2010103);

    const first = (await admin.call('GET', `${WASTEWATER}/page`)).body!.data.records[0];
    expect(first).toBeDefined();
    expect((await limited.call('GET', `${WASTEWATER}/page`)).body?.code).toBe(2010103);
    expect((await limited.call('GET', `${WASTEWATER}/${first.id}`)).body?.code).toBe(2010103);
    expect((await limited.call('GET', `${WASTEWATER}/${first.id}/history`)).body?.code).toBe(2010103);
    expect((await limited.call('DELETE', `${WASTEWATER}/${first.id}`)).body?.code).toBe(2010103);
    expect((await admin.call('GET', `${WASTEWATER}/${first.id}`)).body?.data.id).toBe(first.id);
  });

  it('answers any other module name as an unknown path, with or without a session', async () => {
    const unknown = await admin.call('GET', 'noSuchFeature/page');
    expect(unknown.status).toBe(404);
    for (const path of ['account/noSuchLedger/page', 'account/DeviceInventory/page', 'account/deviceInventoryX/page', 'account/xdeviceInventory/page', 'account/noSuchLedger']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const res = await admin.call(method, path);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual(unknown.body);
        const anonymous = await t.app.inject({ method, url: `${PREFIX}/${path}` });
        expect(anonymous.statusCode, `anonymous ${method} ${path}`).toBe(404);
      }
    }
  });

  it('answers 405 with the methods a known path has', async () => {
    // `page` also reads as the ids of DELETE …/:ids, as it did with routes per module.
    const res = await admin.call('PATCH', `${DEVICES}/page`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, DELETE');
    const base = await admin.call('DELETE', DEVICES);
    expect(base.status).toBe(405);
    expect(String(base.headers.allow).split(', ').sort()).toEqual(['POST', 'PUT']);
  });

  it('documents every module at its own paths, with its own keys', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { summary: string }>> };
    const paths = Object.keys(doc.paths);
    expect(paths.some((p) => p.includes('{module}') || p.includes(':module'))).toBe(false);
    expect(doc.paths[`${PREFIX}/${WASTEWATER}/page`].get.summary).toBe('page (account:onlineWastewater:view)');
    expect(doc.paths[`${PREFIX}/${DEVICES}/{ids}`].delete.summary).toBe('soft delete (account:deviceInventory:delete)');
    expect(doc.paths[`${PREFIX}/${DEVICES}/importExcel`].post).toBeDefined();
  });
});
