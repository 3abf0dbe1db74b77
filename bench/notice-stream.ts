/**
 * Notice delivery over Server-Sent Events (issue 15): 1,000 browsers hold user/notice/stream open on one
 * server process; each notice is written (createNotice commits, LISTEN/NOTIFY fans it out) and the time
 * until every stream has parsed it is recorded. Reports the p50/p95/max delivery latency per stream and
 * the floor: the same payload written to 1,000 bare Node HTTP responses in the same process.
 *
 *   [BENCH_DATABASE_URL=postgres://…] npx tsx bench/notice-stream.ts [clients=1000] [notices=20]
 */
import { createServer } from 'node:http';
import { Agent, fetch as undiciFetch } from 'undici';
import { createSseParser } from '../data-providers/sse';
import { createNotice, NOTICE_TYPES } from '../server/plugin-api';
import { createTestApp } from '../tests/api/helpers/testApp';
import { percentile } from './machine';

export interface NoticeStreamResult {
  clients: number;
  notices: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  floorP95Ms: number;
}

/** Opens `clients` streams on url; resolves with a function waiting for the n-th event named `name` on all. */
async function openStreams(url: string, headers: Record<string, string>, clients: number, name: string) {
  const dispatcher = new Agent({ connections: clients + 10, bodyTimeout: 0, headersTimeout: 0 });
  const arrivals: number[][] = Array.from({ length: clients }, () => []);
  const controller = new AbortController();
  let ready = 0;
  let onReady: () => void = () => undefined;
  const allReady = new Promise<void>((r) => (onReady = r));
  await Promise.all(
    arrivals.map(async (times) => {
      const res = await undiciFetch(url, { headers, dispatcher, signal: controller.signal });
      const parser = createSseParser((e) => {
        if (e.event === 'ready' && ++ready === clients) onReady();
        if (e.event === name) times.push(performance.now());
      });
      void (async () => {
        try {
          const decoder = new TextDecoder();
          for await (const chunk of res.body!) parser.push(decoder.decode(chunk as Uint8Array, { stream: true }));
        } catch {
          /* closed */
        }
      })();
    }),
  );
  await allReady;
  return {
    arrivals,
    async waitFor(count: number) {
      while (arrivals.some((t) => t.length < count)) await new Promise((r) => setTimeout(r, 1));
    },
    async close() {
      controller.abort();
      await dispatcher.close().catch(() => undefined);
    },
  };
}

/** The floor: the same event written to `clients` plain responses of a bare Node server. */
async function floor(clients: number, notices: number): Promise<number[]> {
  const open: import('node:http').ServerResponse[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    open.push(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const streams = await openStreams(`http://127.0.0.1:${port}/`, {}, clients, 'notice');
  const latencies: number[] = [];
  for (let n = 1; n <= notices; n++) {
    const sent = performance.now();
    for (const res of open) res.write(`id: ${n}\nevent: notice\ndata: {"id":${n},"title":"floor"}\n\n`);
    await streams.waitFor(n);
    for (const t of streams.arrivals) latencies.push(t[n - 1] - sent);
  }
  await streams.close();
  for (const res of open) res.end();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  return latencies;
}

export async function benchNoticeStream(options: { databaseUrl?: string; clients?: number; notices?: number } = {}): Promise<NoticeStreamResult> {
  const clients = options.clients ?? 1000;
  const notices = options.notices ?? 20;
  if (options.databaseUrl) process.env.TEST_DATABASE_URL = options.databaseUrl;
  const t = await createTestApp();
  try {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await t.login('13800000001', 'Demo@2024');
    const enterpriseId = await t.enterpriseId('江苏绿源化工有限公司');
    const userId = Number((await t.db.query<{ id: number }>(`SELECT id FROM app_user WHERE phone = '13800000001'`)).rows[0].id);
    const streams = await openStreams(`${base}/api/enterprise-side-app/user/notice/stream`, t.headers(token, enterpriseId), clients, 'notice');
    const latencies: number[] = [];
    for (let n = 1; n <= notices; n++) {
      const sent = performance.now();
      await createNotice(t.db, { userId, enterpriseId, type: NOTICE_TYPES.system, title: `基准通知${n}` });
      await streams.waitFor(n);
      for (const times of streams.arrivals) latencies.push(times[n - 1] - sent);
    }
    await streams.close();
    const floorLatencies = await floor(clients, notices);
    return {
      clients,
      notices,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      floorP95Ms: percentile(floorLatencies, 95),
    };
  } finally {
    await t.app.close();
    await t.db.close();
  }
}

export function formatNoticeStream(r: NoticeStreamResult, database: string): string {
  return [
    `## Notice delivery over SSE, ${database}: ${r.clients} streams on one process, ${r.notices} notices (goal: within 1 s)`,
    `  commit → parsed by the browser-side reader: p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms`,
    `  floor (the same event written to ${r.clients} bare Node responses): p95 ${r.floorP95Ms.toFixed(1)} ms; ratio ${(r.p95Ms / r.floorP95Ms).toFixed(2)} ×`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [clients, notices] = process.argv.slice(2).map(Number);
  const url = process.env.BENCH_DATABASE_URL;
  console.log(formatNoticeStream(await benchNoticeStream({ databaseUrl: url, clients: clients || undefined, notices: notices || undefined }), url ? 'PostgreSQL' : 'PGlite'));
}
