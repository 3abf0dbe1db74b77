import type { Caller, StorageContext } from './context';
import { monthPrefix } from './keys';

/**
 * GET /file/sts in the shape of spec §3 (Upload credentials). The configured stores (radosgw, MinIO,
 * OSS with plain access keys) offer no STS here, so no credential is ever handed out: the secret
 * fields are present but empty and `uploadMode: 'presigned'` tells the browser to obtain per-upload
 * presigned URLs from POST /file/upload/init instead. What is filled in is public: where the store
 * is, the bucket, the caller's upload prefix and how long presigned URLs issued now stay valid.
 */
export function uploadCredentials(ctx: StorageContext, caller: Caller) {
  const info = ctx.store.info();
  const common = {
    uploadMode: 'presigned' as const,
    uploadPrefix: monthPrefix(caller.enterpriseId),
    expiration: new Date(Date.now() + ctx.config.uploadUrlTtlSeconds * 1000).toISOString(),
  };
  switch (info.fileServer) {
    case 'minio':
      return {
        fileServer: 'minio' as const,
        credentials: {
          ip: info.ip,
          port: info.port,
          useSSL: info.useSSL,
          accessKey: '',
          secretKey: '',
          sessionToken: '',
          bucketName: info.bucketName,
          endpoint: info.endpoint,
          region: info.region,
          ...common,
        },
      };
    case 'oss':
      return {
        fileServer: 'oss' as const,
        credentials: {
          accessKeyId: '',
          accessKeySecret: '',
          securityToken: '',
          region: info.region,
          bucket: info.bucket,
          endpoint: info.endpoint,
          ...common,
        },
      };
    case 'local':
      return {
        fileServer: 'local' as const,
        credentials: { bucketName: info.bucketName, endpoint: info.endpoint, ...common },
      };
  }
}
