/**
 * Shared by the storage API tests (not a test file itself): an app with the storage plugin on a given
 * store, sign-in helpers, sample file bytes with real magic numbers, and the browser's side of the
 * upload flow (PUT to presigned URLs) done with inject for the local store and fetch for S3/OSS.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { StorageConfig } from '../../server/storage/config';
import { createTestApp, type TestApp } from './helpers/testApp';

export const JIANGSU = '江苏绿源化工有限公司';
export const ZHEJIANG = '浙江清泉水务有限公司';
export const MiB = 1024 * 1024;

export function baseStorageConfig(overrides: Partial<StorageConfig>): StorageConfig {
  return {
    kind: 'local',
    localRoot: null,
    downloadUrlTtlSeconds: 600,
    uploadUrlTtlSeconds: 600,
    staleUploadHours: 24,
    cleanupIntervalMinutes: 0,
    ...overrides,
  };
}

/** A real S3 server's S3_* variables are set (tests/support/s3/start.sh; CI starts one). */
export const HAVE_S3 = Boolean(process.env.S3_ENDPOINT && process.env.S3_ACCESS_KEY && process.env.S3_SECRET_KEY && process.env.S3_BUCKET);

/** The S3 store of the environment's server; the overrides point it elsewhere or spoil its key. */
export function s3Config(overrides: { endpoint?: string; secretKey?: string } = {}): StorageConfig {
  const env = process.env;
  const endpoint = overrides.endpoint ?? env.S3_ENDPOINT ?? 'http://127.0.0.1:9';
  return baseStorageConfig({
    kind: 's3',
    s3: {
      endpoint,
      publicEndpoint: endpoint,
      accessKey: env.S3_ACCESS_KEY ?? 'AKIAEXAMPLE',
      secretKey: overrides.secretKey ?? env.S3_SECRET_KEY ?? 'secret',
      bucket: env.S3_BUCKET ?? 'ec-test',
      region: env.S3_REGION || 'us-east-1',
    },
  });
}

export interface StorageTestApp extends TestApp {
  /** Headers of 张伟 (admin of every demo enterprise) acting for the named enterprise. */
  as(enterprise: string): Promise<Record<string, string>>;
}

export async function storageTestApp(config: StorageConfig): Promise<StorageTestApp> {
  const t = await createTestApp({
    schemas: [],
    storage: config,
  });
  const token = await t.login('13800000001', 'Demo@2024');
  return Object.assign(t, {
    as: async (enterprise: string) => t.headers(token, await t.enterpriseId(enterprise)),
  });
}

const SIGNATURES: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  pdf: [...Buffer.from('%PDF-1.7\n')],
  mp4: [0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0],
  docx: [0x50, 0x4b, 0x03, 0x04],
};

/** `size` bytes starting with the real magic number of `ext`, the rest random. */
export function sampleFile(ext: keyof typeof SIGNATURES, size: number): Buffer {
  const data = randomBytes(size);
  Buffer.from(SIGNATURES[ext]).copy(data, 0);
  return data;
}

export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export async function call<T = any>(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<Envelope<T>> {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A PUT the way the browser sends it: relative URLs (local store) to the app, absolute ones over HTTP. */
export async function putTo(t: TestApp, url: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: string; etag?: string }> {
  if (url.startsWith('/')) {
    const res = await t.app.inject({ method: 'PUT', url, headers, payload: body });
    return { status: res.statusCode, body: res.body, etag: res.headers.etag as string | undefined };
  }
  // Buffers are valid fetch bodies at run time; the DOM typings only lack Node's Buffer.
  const res = await fetch(url, { method: 'PUT', headers, body: body as unknown as BodyInit });
  return { status: res.status, body: await res.text(), etag: res.headers.get('etag') ?? undefined };
}

/** A GET of a signed download URL, as bytes. */
export async function getFrom(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  if (url.startsWith('/')) {
    const res = await t.app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.rawPayload, headers: res.headers as Record<string, string> };
  }
  const res = await fetch(url, { headers });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: Object.fromEntries(res.headers) };
}

/** Uploads every part of a multipart init answer (fetching more URLs as the browser would). */
export async function sendAllParts(t: TestApp, headers: Record<string, string>, init: any, data: Buffer, skip: number[] = [], base = '/api/file'): Promise<void> {
  const urls = new Map<number, string>(init.parts.map((p: { partNumber: number; url: string }) => [p.partNumber, p.url]));
  const missing = Array.from({ length: init.partCount }, (_, i) => i + 1).filter((n) => !urls.has(n));
  if (missing.length > 0) {
    const more = await call(t, 'POST', `${base}/upload/parts`, headers, { uploadId: init.uploadId, partNumbers: missing });
    for (const p of more.data.parts) urls.set(p.partNumber, p.url);
  }
  for (let n = 1; n <= init.partCount; n++) {
    if (skip.includes(n)) continue;
    const chunk = data.subarray((n - 1) * init.partSize, n * init.partSize);
    const res = await putTo(t, urls.get(n)!, init.headers, chunk);
    expect(res.status, res.body).toBe(200);
  }
}

/** The whole browser flow for one file; returns the complete answer. `base`: the back office's file routes instead. */
export async function uploadFile(t: TestApp, headers: Record<string, string>, name: string, data: Buffer, purpose?: string, base = '/api/file'): Promise<Envelope> {
  const init = await call(t, 'POST', `${base}/upload/init`, headers, { name, size: data.length, type: 'application/octet-stream', ...(purpose ? { purpose } : {}) });
  expect(init.code, init.msg).toBe(1000000);
  if (init.data.mode === 'single') {
    const res = await putTo(t, init.data.url, init.data.headers, data);
    expect(res.status, res.body).toBe(200);
  } else {
    await sendAllParts(t, headers, init.data, data, [], base);
  }
  return call(t, 'POST', `${base}/upload/complete`, headers, { uploadId: init.data.uploadId });
}

export async function fileRows(t: TestApp, key: string): Promise<number> {
  const { rows } = await t.db.query('SELECT 1 FROM file WHERE key = $1 AND deleted_at IS NULL', [key]);
  return rows.length;
}
