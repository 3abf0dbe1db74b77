import { join } from 'node:path';

/** Which object store holds uploaded files. */
export type StorageKind = 'local' | 's3' | 'oss';

export interface S3Settings {
  /** Where the server reaches the store, e.g. http://127.0.0.1:17480. */
  endpoint: string;
  /** Where the browser reaches the store (presigned URLs are signed for this host); defaults to endpoint. */
  publicEndpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface OssSettings {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** Custom endpoint (e.g. a bucket-bound domain or a test fake); default: derived from region. */
  endpoint?: string;
  /** The endpoint is a domain bound to the bucket (no bucket sub-domain is prepended). */
  cname: boolean;
}

export interface StorageConfig {
  kind: StorageKind;
  /** Local store root; null = a private temporary directory (in-memory database, tests). */
  localRoot: string | null;
  s3?: S3Settings;
  oss?: OssSettings;
  /** Lifetime of signed download URLs (GET /file/geturl, File entry path). */
  downloadUrlTtlSeconds: number;
  /** Lifetime of presigned upload URLs; long uploads ask for fresh ones per batch of parts. */
  uploadUrlTtlSeconds: number;
  /** Unfinished uploads older than this are aborted and their parts removed. */
  staleUploadHours: number;
  /** How often each process sweeps stale uploads; 0 disables the timer. */
  cleanupIntervalMinutes: number;
}

/** Spec §9: the object storage region is fixed to Chengdu. */
export const DEFAULT_OSS_REGION = 'oss-cn-chengdu';

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

function required(env: NodeJS.ProcessEnv, kind: string, names: string[]): void {
  const missing = names.filter((n) => !env[n]);
  if (missing.length > 0) throw new Error(`STORAGE=${kind} needs ${missing.join(', ')}`);
}

function storageKind(env: NodeJS.ProcessEnv): StorageKind {
  const raw = (env.STORAGE ?? '').trim().toLowerCase();
  if (raw === '') return env.S3_ENDPOINT ? 's3' : 'local';
  if (raw === 'local' || raw === 's3' || raw === 'oss') return raw;
  throw new Error(`STORAGE must be local, s3 or oss, got ${env.STORAGE}`);
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got ${value}`);
  return url.origin;
}

/**
 * Storage settings from the environment (see docs/storage.md). Fails at start, listing the missing
 * variables, rather than at the first upload.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv, app: { dataDir: string }): StorageConfig {
  const kind = storageKind(env);
  const config: StorageConfig = {
    kind,
    localRoot: app.dataDir === ':memory:' ? null : join(app.dataDir, 'files'),
    downloadUrlTtlSeconds: positiveNumber(env, 'FILE_URL_TTL_SECONDS', 3600),
    uploadUrlTtlSeconds: 900,
    staleUploadHours: positiveNumber(env, 'UPLOAD_STALE_HOURS', 24),
    cleanupIntervalMinutes: 60,
  };
  if (kind === 's3') {
    required(env, kind, ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET']);
    const endpoint = httpUrl('S3_ENDPOINT', env.S3_ENDPOINT!);
    config.s3 = {
      endpoint,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT ? httpUrl('S3_PUBLIC_ENDPOINT', env.S3_PUBLIC_ENDPOINT) : endpoint,
      accessKey: env.S3_ACCESS_KEY!,
      secretKey: env.S3_SECRET_KEY!,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION || 'us-east-1',
    };
  }
  if (kind === 'oss') {
    required(env, kind, ['OSS_BUCKET', 'OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET']);
    config.oss = {
      region: env.OSS_REGION || DEFAULT_OSS_REGION,
      bucket: env.OSS_BUCKET!,
      accessKeyId: env.OSS_ACCESS_KEY_ID!,
      accessKeySecret: env.OSS_ACCESS_KEY_SECRET!,
      // Aliyun documents endpoints as bare host names (oss-cn-chengdu.aliyuncs.com): https is implied.
      endpoint: env.OSS_ENDPOINT
        ? httpUrl('OSS_ENDPOINT', env.OSS_ENDPOINT.includes('://') ? env.OSS_ENDPOINT : `https://${env.OSS_ENDPOINT}`)
        : undefined,
      cname: env.OSS_CNAME === '1',
    };
  }
  return config;
}
