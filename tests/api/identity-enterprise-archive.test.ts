import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedJson } from '../support/shared-data';
import { createTestApp, type TestApp } from './helpers/testApp';

/** Enterprise archive (spec §3 Enterprise, §5 shared validators) and the two reference cascades. */
const API = '/api/enterprise-side-app';
const uscc = sharedJson<{ valid: string[]; invalid: string[] }>('uscc_vectors.json');
const ric = sharedJson<{ valid: string[]; invalid: string[]; invalid_reasons: Record<string, string> }>('ric_vectors.json');
// The shared citizenId validator documents that county codes are not checked against their GB/T 2260 history.
const ricJudged = ric.invalid.filter((id) => !/^location \(county code/.test(ric.invalid_reasons[id] ?? ''));

let t: TestApp;
let zhang: string;
let wang: string;
let li: string;
let hebei: number;
let jiangsu: number;
let zhejiang: number;

const call = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  (await t.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object })).json();

const goodArchive = () => ({
  id: hebei,
  name: '河北绿源环境工程有限公司',
  socialCreditCode: '91310115MA1K3BTP2B',
  legalPersonName: '周敏',
  legalPersonIdCard: '412723199010050012',
  contactPhone: '0311-86201234',
  administrativeDivisionId: '130102',
  industryIdList: ['7722'],
  manageAddress: '河北省石家庄市长安区中山东路100号',
  longitude: 114.5391,
  latitude: 38.042307,
});

beforeAll(async () => {
  t = await createTestApp({ schemas: [] });
  [zhang, wang, li] = await Promise.all([t.login('13800000001', 'Demo@2024'), t.login('13800000003', 'Demo@2024'), t.login('13800000002', 'Demo@2024')]);
  hebei = await t.enterpriseId('河北绿源环境工程有限公司');
  jiangsu = await t.enterpriseId('江苏绿源化工有限公司');
  zhejiang = await t.enterpriseId('浙江清泉水务有限公司');
});
afterAll(() => t?.close());

describe('cascade lists', () => {
  it('serves GB/T 2260 divisions as province → city → county with 6-digit codes', async () => {
    const body = await call('GET', '/administrativeDivision/cascadeList', t.headers(zhang));
    expect(body.code).toBe(1000000);
    const js = body.data.find((p: { label: string }) => p.label === '江苏省');
    expect(js.value).toBe('320000');
    const suzhou = js.children.find((c: { label: string }) => c.label === '苏州市');
    expect(suzhou.children.some((c: { value: string; label: string }) => c.value === '320505' && c.label === '虎丘区')).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(31);
  });

  it('serves the GB/T 4754-2017 industry tree (门类 → 小类)', async () => {
    const body = await call('GET', '/industry/cascadeList', t.headers(zhang));
    expect(body.data).toHaveLength(20);
    const c = body.data.find((o: { value: string }) => o.value === 'C');
    const chem = c.children.find((o: { value: string }) => o.value === '26');
    const organic = chem.children.find((o: { value: string }) => o.value === '261').children.find((o: { value: string }) => o.value === '2614');
    expect(organic.label).toBe('有机化学原料制造');
  });

  it('needs a signed-in client', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/industry/cascadeList` });
    expect(res.statusCode).toBe(401);
  });
});

describe('archive read', () => {
  it('reports a complete archive for 江苏 and an incomplete one for 河北', async () => {
    const done = await call('GET', `/enterprise/archive/${jiangsu}`, t.headers(zhang, jiangsu));
    expect(done.data).toMatchObject({ id: jiangsu, type: 0, complete: true, administrativeDivisionId: '320505', industryIdList: ['2614'] });
    const missing = await call('GET', `/enterprise/archive/${hebei}`, t.headers(wang, hebei));
    expect(missing.data).toMatchObject({ id: hebei, complete: false, legalPersonName: null });
  });

  it('never shows another enterprise’s archive, even with a forged header or id', async () => {
    expect((await call('GET', `/enterprise/archive/${jiangsu}`, t.headers(wang, hebei))).code).toBe(2010105);
    expect((await call('GET', `/enterprise/archive/${hebei}`, t.headers(li, hebei))).code).toBe(2010103);
    expect((await call('GET', `/enterprise/archive/${zhejiang}`, t.headers(li, jiangsu))).code).toBe(2010105);
  });
});

describe('archive save', () => {
  it('rejects every invalid credit code of the shared vectors with 2010102 naming the field', async () => {
    for (const code of uscc.invalid) {
      const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), socialCreditCode: code });
      expect(body.code, code).toBe(2010102);
      expect(body.data.errors.map((e: { field: string }) => e.field), code).toEqual(['socialCreditCode']);
      expect(body.msg).toContain('socialCreditCode');
    }
  });

  it('rejects every invalid citizen ID of the shared vectors', async () => {
    for (const id of ricJudged) {
      const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), legalPersonIdCard: id });
      expect(body.code, id).toBe(2010102);
      expect(body.data.errors[0].field).toBe('legalPersonIdCard');
    }
  });

  it('accepts valid citizen IDs of the shared vectors', async () => {
    for (const id of ric.valid.slice(0, 5)) {
      const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), legalPersonIdCard: id });
      expect(body.code, id).toBe(1000000);
    }
  });

  it('checks names, phone, coordinates, division and industry codes in the caller’s language', async () => {
    const bad = {
      ...goodArchive(),
      name: '绿源<script>',
      legalPersonName: '王1',
      contactPhone: '12345',
      longitude: 180.5,
      latitude: 30.1234567,
      administrativeDivisionId: '999999',
      industryIdList: ['9999'],
      manageAddress: '',
    };
    const body = (await t.app.inject({ method: 'PUT', url: `${API}/enterprise/archive/save`, headers: { ...t.headers(wang, hebei), 'accept-language': 'en-US' }, payload: bad })).json();
    expect(body.code).toBe(2010102);
    const fields = body.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['administrativeDivisionId', 'contactPhone', 'industryIdList', 'latitude', 'legalPersonName', 'longitude', 'manageAddress', 'name'].sort());
    expect(body.data.errors.find((e: { field: string }) => e.field === 'latitude').message).toMatch(/latitude/i);
  });

  it('saves a valid archive, which makes the enterprise complete', async () => {
    const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), goodArchive());
    expect(body.code).toBe(1000000);
    expect(body.data).toMatchObject({ complete: true, legalPersonIdCard: '412723199010050012', longitude: 114.5391, industryIdList: ['7722'] });
    expect((await call('GET', `/enterprise/archive/${hebei}`, t.headers(wang, hebei))).data.complete).toBe(true);
  });

  it('refuses a credit code another enterprise holds (2010108)', async () => {
    const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), socialCreditCode: '913205056082348768' });
    expect(body.code).toBe(2010108);
    expect(body.data.errors).toEqual([{ field: 'socialCreditCode', message: '该统一社会信用代码已被企业「江苏绿源化工有限公司」使用' }]);
  });

  it('refuses the name of another enterprise (2010108 naming the field)', async () => {
    const body = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), name: '浙江清泉水务有限公司' });
    expect(body.code).toBe(2010108);
    expect(body.data.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
  });

  it('lets only holders of the edit permission save, and only their own enterprise', async () => {
    const asViewer = await call('PUT', '/enterprise/archive/save', t.headers(li, jiangsu), { ...goodArchive(), id: jiangsu, socialCreditCode: '913205056082348768' });
    expect(asViewer.code).toBe(2010103);
    const forged = await call('PUT', '/enterprise/archive/save', t.headers(wang, hebei), { ...goodArchive(), id: jiangsu });
    expect(forged.code).toBe(2010105);
    const jiangsuRow = await call('GET', `/enterprise/archive/${jiangsu}`, t.headers(zhang, jiangsu));
    expect(jiangsuRow.data.name).toBe('江苏绿源化工有限公司');
  });
});

describe('trial note', () => {
  it('gives the contact phone shown on trial pages', async () => {
    const body = await call('GET', '/enterprise/trialNote', t.headers(zhang));
    expect(body.data.phone).toMatch(/^[\d-]+$/);
  });
});
