import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from '../../server/storage/config';

const app = { dataDir: '/var/lib/ec' };

describe('storage configuration from the environment', () => {
  it('defaults to the local store under DATA_DIR/files, or a private directory for an in-memory database', () => {
    const c = storageConfigFromEnv({}, app);
    expect(c).toMatchObject({ kind: 'local', localRoot: '/var/lib/ec/files', downloadUrlTtlSeconds: 3600 });
    expect(storageConfigFromEnv({}, { dataDir: ':memory:' }).localRoot).toBeNull();
  });

  it('switches to S3 when S3_ENDPOINT is set, with a separate browser endpoint', () => {
    const c = storageConfigFromEnv(
      {
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_PUBLIC_ENDPOINT: 'https://files.example.cn',
        S3_ACCESS_KEY: 'ak',
        S3_SECRET_KEY: 'sk',
        S3_BUCKET: 'b',
        FILE_URL_TTL_SECONDS: '120',
      },
      app,
    );
    expect(c.kind).toBe('s3');
    expect(c.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', publicEndpoint: 'https://files.example.cn', accessKey: 'ak', secretKey: 'sk', bucket: 'b', region: 'us-east-1' });
    expect(c.downloadUrlTtlSeconds).toBe(120);
  });

  it('names every missing variable at start', () => {
    expect(() => storageConfigFromEnv({ STORAGE: 's3', S3_ENDPOINT: 'http://h' }, app)).toThrow('S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET');
    expect(() => storageConfigFromEnv({ STORAGE: 'oss' }, app)).toThrow('OSS_BUCKET, OSS_ACCESS_KEY_ID, OSS_ACCESS_KEY_SECRET');
    expect(() => storageConfigFromEnv({ STORAGE: 'ftp' }, app)).toThrow('STORAGE must be');
    expect(() => storageConfigFromEnv({ FILE_URL_TTL_SECONDS: '-1' }, app)).toThrow('FILE_URL_TTL_SECONDS');
    expect(() => storageConfigFromEnv({ S3_ENDPOINT: 'ftp://h', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's', S3_BUCKET: 'b' }, app)).toThrow('S3_ENDPOINT');
  });

  it('uses the Chengdu region for OSS by default and accepts a bare endpoint host', () => {
    const c = storageConfigFromEnv(
      { STORAGE: 'oss', OSS_BUCKET: 'b', OSS_ACCESS_KEY_ID: 'id', OSS_ACCESS_KEY_SECRET: 's', OSS_ENDPOINT: 'oss-cn-chengdu.aliyuncs.com' },
      app,
    );
    expect(c.oss).toMatchObject({ region: 'oss-cn-chengdu', endpoint: 'https://oss-cn-chengdu.aliyuncs.com', cname: false });
  });
});
