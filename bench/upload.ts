// Upload throughput through the browser's path (init → PUT to presigned URLs → complete) over real
// HTTP on loopback, with `parallel` parts in flight. The server runs in this process on the local
// store unless a storage config is given (e.g. radosgw from tests/support/s3). Not a test: figures only.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { StorageConfig } from '../server/storage/config';
import { createTestApp } from '../tests/api/helpers/testApp';

const MiB = 1024 * 1024;

export interface UploadThroughputOptions {
  parallel: 1 | 4;
  sizeMB: number;
  /** Default: the local store in a temporary directory. */
  storage?: StorageConfig;
}

/** A video-shaped payload (mp4 magic number, incompressible body) without generating sizeMB of randomness. */
function payload(size: number): Buffer {
  const data = Buffer.allocUnsafe(size);
  const block = randomBytes(MiB);
  for (let at = 0; at < size; at += block.length) block.copy(data, at, 0, Math.min(block.length, size - at));
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(data, 0);
  return data;
}

/** Buffers are valid fetch bodies at run time; the DOM typings only lack Node's Buffer. */
const asBody = (b: Buffer) => b as unknown as BodyInit;

async function json(res: Response): Promise<any> {
  const body = (await res.json()) as { code: number; msg: string; data: any };
  if (body.code !== 1000000) throw new Error(`${res.url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** MB/s (MiB per second) of one upload of sizeMB (≤ 500, the video limit). */
export async function uploadThroughput(opts: UploadThroughputOptions): Promise<number> {
  const storage: StorageConfig = opts.storage ?? {
    kind: 'local',
    localRoot: null,
    downloadUrlTtlSeconds: 600,
    uploadUrlTtlSeconds: 600,
    staleUploadHours: 24,
    cleanupIntervalMinutes: 0,
  };
  const t = await createTestApp({
    schemas: [],
    storage,
  });
  try {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const headers = { ...t.headers(await t.login('13800000001', 'Demo@2024'), await t.enterpriseId('江苏绿源化工有限公司')), 'content-type': 'application/json' };
    const api = (path: string, body: object) => fetch(`${origin}/api/file${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(json);
    const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
    const data = payload(Math.round(opts.sizeMB * MiB));

    const started = performance.now();
    const init = await api('/upload/init', { name: 'bench.mp4', size: data.length, purpose: 'video' });
    if (init.mode === 'single') {
      const res = await fetch(absolute(init.url), { method: 'PUT', headers: init.headers, body: asBody(data) });
      if (!res.ok) throw new Error(`PUT ${res.status}`);
    } else {
      const urls = new Map<number, string>(init.parts.map((p: { partNumber: number; url: string }) => [p.partNumber, p.url]));
      let next = 1;
      // Like the browser: each worker takes the next part, fetching a batch of fresh URLs when needed.
      const worker = async () => {
        for (let n = next++; n <= init.partCount; n = next++) {
          if (!urls.has(n)) {
            const batch = Array.from({ length: Math.min(16, init.partCount - n + 1) }, (_, i) => n + i);
            for (const p of (await api('/upload/parts', { uploadId: init.uploadId, partNumbers: batch })).parts) urls.set(p.partNumber, p.url);
          }
          const body = data.subarray((n - 1) * init.partSize, n * init.partSize);
          const res = await fetch(absolute(urls.get(n)!), { method: 'PUT', headers: init.headers, body: asBody(body) });
          if (!res.ok) throw new Error(`PUT part ${n}: ${res.status}`);
          await res.arrayBuffer();
        }
      };
      await Promise.all(Array.from({ length: opts.parallel }, worker));
    }
    await api('/upload/complete', { uploadId: init.uploadId });
    const seconds = (performance.now() - started) / 1000;
    return data.length / MiB / seconds;
  } finally {
    await t.close();
  }
}
