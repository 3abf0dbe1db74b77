import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * Map proxy (spec §7 Maps): /search and /geocoder forwarded server-side with the key from configuration.
 * A local fake stands in for the Tianditu-style service.
 */
let fake: Server;
let seen: URL[] = [];
let off: TestApp;
let on: TestApp;
let offToken: string;
let onToken: string;

function answer(url: URL): unknown {
  if (url.pathname === '/v2/search') {
    const post = JSON.parse(url.searchParams.get('postStr')!);
    const pois = Array.from({ length: 15 }, (_, i) => ({ name: `${post.keyWord}${i}`, address: `地址${i}`, lonlat: `120.${i},31.${i}` }));
    return { count: 15, pois };
  }
  if (url.pathname === '/geocoder' && url.searchParams.has('ds')) return { status: '0', location: { lon: 120.553912, lat: 31.299034 } };
  if (url.pathname === '/geocoder') return { status: '0', result: { formatted_address: '江苏省苏州市虎丘区滨河路' } };
  return {};
}

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url!, 'http://fake');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  delete process.env.TIANDITU_KEY;
  off = await createTestApp({ schemas: [] });
  process.env.TIANDITU_KEY = 'test-key-123';
  process.env.TIANDITU_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  on = await createTestApp({ schemas: [] });
  delete process.env.TIANDITU_KEY;
  delete process.env.TIANDITU_URL;
  [offToken, onToken] = await Promise.all([off.login('13800000001', 'Demo@2024'), on.login('13800000001', 'Demo@2024')]);
});
afterAll(async () => {
  await off?.close();
  await on?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

describe('map service not configured', () => {
  it('answers 2010104 on every proxy call and says so in map/status', async () => {
    const h = off.headers(offToken);
    for (const [method, url, payload] of [
      ['GET', '/search?keyword=苏州', undefined],
      ['GET', '/geocoder?keyword=苏州', undefined],
      ['POST', '/geocoder', { longitude: 120.5, latitude: 31.3 }],
      ['GET', '/api/search?keyword=苏州', undefined],
    ] as const) {
      const body = (await off.app.inject({ method, url: encodeURI(url), headers: h, payload })).json();
      expect(body.code, url).toBe(2010104);
    }
    expect((await off.app.inject({ method: 'GET', url: '/api/enterprise-side-app/map/status', headers: h })).json().data).toEqual({ configured: false });
  });
});

describe('map service configured', () => {
  it('forwards a search with the key and keeps 10 results', async () => {
    seen = [];
    const body = (await on.app.inject({ method: 'GET', url: `/search?keyword=${encodeURIComponent('滨河路')}`, headers: on.headers(onToken) })).json();
    expect(body.code).toBe(1000000);
    expect(body.data.records).toHaveLength(10);
    expect(body.data.records[1]).toEqual({ name: '滨河路1', address: '地址1', longitude: 120.1, latitude: 31.1 });
    expect(seen[0].searchParams.get('tk')).toBe('test-key-123');
    expect(JSON.parse(seen[0].searchParams.get('postStr')!)).toMatchObject({ keyWord: '滨河路', count: 10 });
    expect(JSON.stringify(body)).not.toContain('test-key-123');
  });

  it('geocodes both ways', async () => {
    const h = on.headers(onToken);
    const forward = (await on.app.inject({ method: 'GET', url: `/geocoder?keyword=${encodeURIComponent('虎丘区')}`, headers: h })).json();
    expect(forward.data).toEqual({ longitude: 120.553912, latitude: 31.299034 });
    const reverse = (await on.app.inject({ method: 'POST', url: '/geocoder', headers: h, payload: { longitude: 120.553912, latitude: 31.299034 } })).json();
    expect(reverse.data).toEqual({ address: '江苏省苏州市虎丘区滨河路' });
    expect(JSON.parse(seen.at(-1)!.searchParams.get('postStr')!)).toMatchObject({ lon: 120.553912, lat: 31.299034 });
    const outOfRange = (await on.app.inject({ method: 'POST', url: '/geocoder', headers: h, payload: { longitude: 200, latitude: 31 } })).json();
    expect(outOfRange.code).toBe(2010102);
  });

  it('is refused without a session, and open to the back office', async () => {
    expect((await on.app.inject({ method: 'GET', url: '/search?keyword=a' })).statusCode).toBe(401);
    const admin = await on.adminLogin('admin', 'Admin@2024');
    expect((await on.app.inject({ method: 'GET', url: '/search?keyword=a', headers: { authorization: admin } })).json().code).toBe(1000000);
  });
});
