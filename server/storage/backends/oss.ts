import OSS from 'ali-oss';
import type { OssSettings } from '../config';
import type { DownloadOptions, ObjectHead, ObjectStore, PendingMultipart, PresignedRequest, PublicStoreInfo, StoredPart } from '../store';
import { PART_CONTENT_TYPE } from '../store';

const unquote = (etag: string) => etag.replace(/^"+|"+$/g, '');
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Aliyun OSS through ali-oss, with OSS V1 signatures. The browser gets presigned URLs (query
 * signatures) instead of STS tokens, which also avoids the browser SDK's token-expiry failure in
 * long uploads. OSS signs Content-Type into a presigned PUT, so the browser must send exactly the
 * header returned with each URL.
 */
export class OssStore implements ObjectStore {
  readonly kind = 'oss' as const;
  private readonly client: OSS;

  constructor(private readonly s: OssSettings) {
    this.client = new OSS({
      region: s.region,
      bucket: s.bucket,
      accessKeyId: s.accessKeyId,
      accessKeySecret: s.accessKeySecret,
      endpoint: s.endpoint,
      cname: s.cname,
      secure: s.endpoint ? s.endpoint.startsWith('https:') : true,
      timeout: 30_000,
    });
  }

  info(): PublicStoreInfo {
    return { fileServer: 'oss', endpoint: this.s.endpoint ?? `https://${this.s.bucket}.${this.s.region}.aliyuncs.com`, region: this.s.region, bucket: this.s.bucket };
  }

  async createMultipart(key: string, opts: { contentType: string }): Promise<string> {
    const { uploadId } = await this.client.initMultipartUpload(key, { mime: opts.contentType });
    return uploadId;
  }

  async presignPart(key: string, uploadId: string, partNumber: number, opts: { maxBytes: number; expiresIn: number }): Promise<PresignedRequest> {
    const url = this.client.signatureUrl(key, {
      method: 'PUT',
      expires: opts.expiresIn,
      'Content-Type': PART_CONTENT_TYPE,
      subResource: { partNumber: String(partNumber), uploadId },
    });
    return { url, headers: { 'Content-Type': PART_CONTENT_TYPE } };
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const out: StoredPart[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.listParts(key, uploadId, { 'max-parts': 1000, ...(marker ? { 'part-number-marker': marker } : {}) });
      for (const p of asList(page.parts)) out.push({ partNumber: Number(p.PartNumber), etag: unquote(p.ETag), size: Number(p.Size) });
      if (!(page.isTruncated === true || page.isTruncated === 'true') || !page.nextPartNumberMarker) break;
      marker = page.nextPartNumberMarker;
    }
    return out.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, parts: StoredPart[]): Promise<void> {
    await this.client.completeMultipartUpload(
      key,
      uploadId,
      parts.map((p) => ({ number: p.partNumber, etag: `"${p.etag}"` })),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.abortMultipartUpload(key, uploadId);
    } catch (err) {
      if ((err as { code?: string }).code !== 'NoSuchUpload') throw err; // already aborted or completed
    }
  }

  async presignGet(key: string, opts: DownloadOptions): Promise<string> {
    const response: Record<string, string> = { 'content-type': opts.contentType };
    if (opts.disposition) response['content-disposition'] = opts.disposition;
    return this.client.signatureUrl(key, { method: 'GET', expires: opts.expiresIn, response });
  }

  async putFile(key: string, filePath: string, opts: { contentType: string; size: number }): Promise<void> {
    await this.client.put(key, filePath, { mime: opts.contentType });
  }

  async head(key: string): Promise<ObjectHead | null> {
    try {
      const { res } = await this.client.head(key);
      return { size: Number(res.headers['content-length']), contentType: res.headers['content-type'] };
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array> {
    const { content } = await this.client.get(key, { headers: { Range: `bytes=0-${length - 1}` } });
    return Buffer.from(content).subarray(0, length);
  }

  async delete(key: string): Promise<void> {
    await this.client.delete(key);
  }

  async listMultipartUploads(prefix: string): Promise<PendingMultipart[]> {
    const out: PendingMultipart[] = [];
    let keyMarker = '';
    let uploadIdMarker = '';
    for (;;) {
      const query: Record<string, string | number> = { prefix, 'max-uploads': 1000 };
      if (keyMarker) query['key-marker'] = keyMarker;
      if (uploadIdMarker) query['upload-id-marker'] = uploadIdMarker;
      const page = await this.client.listUploads(query);
      for (const u of asList(page.uploads)) out.push({ key: u.name, uploadId: u.uploadId, initiated: new Date(u.initiated) });
      if (!page.isTruncated || !page.nextKeyMarker) return out;
      keyMarker = page.nextKeyMarker;
      uploadIdMarker = page.nextUploadIdMarker ?? '';
    }
  }
}
