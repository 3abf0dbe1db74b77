import { Client, type ClientOptions } from 'minio';
import type { S3Settings } from '../config';
import type { DownloadOptions, ObjectHead, ObjectStore, PendingMultipart, PresignedRequest, PublicStoreInfo, StoredPart } from '../store';
import { PART_CONTENT_TYPE } from '../store';

/** minio's listParts is protected; the upload flow needs it to resume and to complete from the store's own list. */
class S3Client extends Client {
  uploadedParts(bucket: string, key: string, uploadId: string) {
    return this.listParts(bucket, key, uploadId);
  }
}

function clientOptions(endpoint: string, s: S3Settings): ClientOptions & { port: number; useSSL: boolean } {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return {
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s.accessKey,
    secretKey: s.secretKey,
    // With the region given, the client never asks the server for it: presigning stays offline.
    region: s.region,
    pathStyle: true,
  };
}

const unquote = (etag: string) => etag.replace(/^"+|"+$/g, '');

/**
 * Any S3-compatible server (radosgw in tests, MinIO, AWS) through the minio client. Two clients: one
 * talks to the store from the server, the other only signs URLs for the host the browser uses.
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly signer: Client;
  private readonly publicInfo: PublicStoreInfo;

  constructor(private readonly s: S3Settings) {
    this.client = new S3Client(clientOptions(s.endpoint, s));
    const browserSide = clientOptions(s.publicEndpoint, s);
    this.signer = new Client(browserSide);
    this.publicInfo = {
      fileServer: 'minio',
      endpoint: s.publicEndpoint,
      ip: browserSide.endPoint,
      port: browserSide.port,
      useSSL: browserSide.useSSL,
      bucketName: s.bucket,
      region: s.region,
    };
  }

  info(): PublicStoreInfo {
    return this.publicInfo;
  }

  createMultipart(key: string, opts: { contentType: string }): Promise<string> {
    return this.client.initiateNewMultipartUpload(this.s.bucket, key, { 'Content-Type': opts.contentType });
  }

  async presignPart(key: string, uploadId: string, partNumber: number, opts: { maxBytes: number; expiresIn: number }): Promise<PresignedRequest> {
    const url = await this.signer.presignedUrl('PUT', this.s.bucket, key, opts.expiresIn, { partNumber: String(partNumber), uploadId });
    return { url, headers: { 'Content-Type': PART_CONTENT_TYPE } };
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const parts = await this.client.uploadedParts(this.s.bucket, key, uploadId);
    return parts.map((p) => ({ partNumber: p.part, etag: unquote(p.etag), size: p.size })).sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, parts: StoredPart[]): Promise<void> {
    await this.client.completeMultipartUpload(
      this.s.bucket,
      key,
      uploadId,
      parts.map((p) => ({ part: p.partNumber, etag: p.etag })),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.abortMultipartUpload(this.s.bucket, key, uploadId);
    } catch (err) {
      if ((err as { code?: string }).code !== 'NoSuchUpload') throw err; // already aborted or completed
    }
  }

  presignGet(key: string, opts: DownloadOptions): Promise<string> {
    const params: Record<string, string> = { 'response-content-type': opts.contentType };
    if (opts.disposition) params['response-content-disposition'] = opts.disposition;
    return this.signer.presignedGetObject(this.s.bucket, key, opts.expiresIn, params);
  }

  async putFile(key: string, filePath: string, opts: { contentType: string; size: number }): Promise<void> {
    await this.client.fPutObject(this.s.bucket, key, filePath, { 'Content-Type': opts.contentType });
  }

  async head(key: string): Promise<ObjectHead | null> {
    try {
      const stat = await this.client.statObject(this.s.bucket, key);
      return { size: stat.size, contentType: stat.metaData?.['content-type'] as string | undefined };
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'NotFound' || code === 'NoSuchKey') return null;
      throw err;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    const stream = await this.client.getPartialObject(this.s.bucket, key, 0, length);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, length);
  }

  delete(key: string): Promise<void> {
    return this.client.removeObject(this.s.bucket, key);
  }

  async listMultipartUploads(prefix: string): Promise<PendingMultipart[]> {
    const out: PendingMultipart[] = [];
    let keyMarker = '';
    let uploadIdMarker = '';
    for (;;) {
      const page = await this.client.listIncompleteUploadsQuery(this.s.bucket, prefix, keyMarker, uploadIdMarker, '');
      for (const u of page.uploads) out.push({ key: u.key, uploadId: u.uploadId, initiated: new Date(u.initiated) });
      if (!page.isTruncated) return out;
      keyMarker = page.nextKeyMarker;
      uploadIdMarker = page.nextUploadIdMarker;
    }
  }
}
