import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { readFileStart } from '../../fileStart';
import { pathUnderRoot } from '../../keys';
import { extensionOf, mimeTypeFor } from '../../../../schemas/contracts/storage/rules';
import type { DownloadOptions, ObjectHead, ObjectStore, PendingMultipart, PresignedRequest, PublicStoreInfo, StoredPart } from '../../store';
import { PART_CONTENT_TYPE } from '../../store';
import type { UrlSigner } from './signer';

/** Why the local store refused a write; the HTTP layer maps each to a status. */
export class LocalStoreError extends Error {
  constructor(readonly reason: 'tooLarge' | 'exists' | 'noUpload' | 'missingPart') {
    super(`local store: ${reason}`);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_FILE = /^part-(\d{5})-([0-9a-f]{32})$/;

interface UploadMeta {
  key: string;
  contentType: string;
  initiated: string;
}

interface Received {
  tmp: string;
  size: number;
  md5: string;
}

/**
 * The server as its own object store (no object store configured). Layout under root:
 *   objects/<key>                        finished objects
 *   uploads/<uploadId>/meta.json         a multipart upload
 *   uploads/<uploadId>/part-00001-<md5>  its parts, concatenated on complete
 *   tmp/                                 writes in progress (renamed into place when whole)
 */
export class LocalStore implements ObjectStore {
  readonly kind = 'local' as const;
  private readonly objects: string;
  private readonly uploads: string;
  private readonly tmp: string;

  constructor(
    readonly root: string,
    readonly signer: UrlSigner,
  ) {
    this.objects = join(root, 'objects');
    this.uploads = join(root, 'uploads');
    this.tmp = join(root, 'tmp');
  }

  async init(): Promise<void> {
    for (const dir of [this.objects, this.uploads, this.tmp]) await mkdir(dir, { recursive: true });
  }

  info(): PublicStoreInfo {
    return { fileServer: 'local', endpoint: this.signer.basePath, bucketName: 'local' };
  }

  objectPath(key: string): string {
    return pathUnderRoot(this.objects, key);
  }

  private uploadDir(uploadId: string): string {
    if (!UUID.test(uploadId)) throw new LocalStoreError('noUpload');
    return join(this.uploads, uploadId);
  }

  private expiry(expiresIn: number): number {
    return Math.floor(Date.now() / 1000) + expiresIn;
  }

  async createMultipart(key: string, opts: { contentType: string }): Promise<string> {
    this.objectPath(key);
    const uploadId = randomUUID();
    const dir = this.uploadDir(uploadId);
    await mkdir(dir);
    const meta: UploadMeta = { key, contentType: opts.contentType, initiated: new Date().toISOString() };
    await writeFile(join(dir, 'meta.json'), JSON.stringify(meta));
    return uploadId;
  }

  async presignPart(key: string, uploadId: string, partNumber: number, opts: { maxBytes: number; expiresIn: number }): Promise<PresignedRequest> {
    this.objectPath(key);
    const url = this.signer.url({ method: 'PUT', key, uploadId, partNumber, expires: this.expiry(opts.expiresIn), maxBytes: opts.maxBytes });
    return { url, headers: { 'Content-Type': PART_CONTENT_TYPE } };
  }

  private async meta(uploadId: string, key: string): Promise<UploadMeta> {
    let meta: UploadMeta;
    try {
      meta = JSON.parse(await readFile(join(this.uploadDir(uploadId), 'meta.json'), 'utf8')) as UploadMeta;
    } catch {
      throw new LocalStoreError('noUpload');
    }
    if (meta.key !== key) throw new LocalStoreError('noUpload');
    return meta;
  }

  /**
   * Streams a request body to a temporary file, hashing it and refusing more than maxBytes as soon
   * as the count passes it (the rest of the body is never read).
   */
  private async receive(source: Readable, maxBytes: number): Promise<Received> {
    const tmp = join(this.tmp, randomUUID());
    const hash = createHash('md5');
    let size = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new LocalStoreError('tooLarge'));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const written = pipeline(limiter, createWriteStream(tmp, { flags: 'wx' }));
    // The source is piped, not handed to pipeline: on overflow the request must stay open long
    // enough to carry the 413 answer instead of being destroyed with its socket.
    source.pipe(limiter);
    finished(source).catch((err) => limiter.destroy(err));
    try {
      await written;
    } catch (err) {
      source.unpipe(limiter);
      await rm(tmp, { force: true });
      throw err;
    }
    return { tmp, size, md5: hash.digest('hex') };
  }

  /** Moves a finished temporary file to the object path; never replaces an existing object. */
  private async publish(tmp: string, key: string): Promise<void> {
    const target = this.objectPath(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(tmp, target); // fails with EEXIST instead of overwriting, even under a race
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new LocalStoreError('exists');
      throw err;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async receivePart(key: string, uploadId: string, partNumber: number, source: Readable, maxBytes: number): Promise<{ etag: string; size: number }> {
    await this.meta(uploadId, key);
    const dir = this.uploadDir(uploadId);
    const got = await this.receive(source, maxBytes);
    const prefix = `part-${String(partNumber).padStart(5, '0')}-`;
    try {
      for (const name of await readdir(dir)) if (name.startsWith(prefix)) await rm(join(dir, name), { force: true });
      await link(got.tmp, join(dir, `${prefix}${got.md5}`));
    } catch (err) {
      // The upload was aborted while this part streamed in.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new LocalStoreError('noUpload');
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await rm(got.tmp, { force: true });
    }
    return { etag: got.md5, size: got.size };
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    await this.meta(uploadId, key);
    const dir = this.uploadDir(uploadId);
    const parts: StoredPart[] = [];
    for (const name of (await readdir(dir)).sort()) {
      const m = PART_FILE.exec(name);
      if (!m) continue;
      const info = await stat(join(dir, name));
      parts.push({ partNumber: Number(m[1]), etag: m[2], size: info.size });
    }
    return parts;
  }

  async completeMultipart(key: string, uploadId: string, parts: StoredPart[]): Promise<void> {
    await this.meta(uploadId, key);
    const dir = this.uploadDir(uploadId);
    const tmp = join(this.tmp, randomUUID());
    const out = await open(tmp, 'wx');
    try {
      for (const part of [...parts].sort((a, b) => a.partNumber - b.partNumber)) {
        const file = join(dir, `part-${String(part.partNumber).padStart(5, '0')}-${part.etag}`);
        if (!(await exists(file))) throw new LocalStoreError('missingPart');
        for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
          for (let at = 0; at < (chunk as Buffer).length; ) at += (await out.write(chunk as Buffer, at)).bytesWritten;
        }
      }
      await out.close();
    } catch (err) {
      await out.close().catch(() => {});
      await rm(tmp, { force: true });
      throw err;
    }
    await this.publish(tmp, key);
    await rm(dir, { recursive: true, force: true });
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.meta(uploadId, key);
    } catch {
      return; // already gone
    }
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async presignGet(key: string, opts: DownloadOptions): Promise<string> {
    this.objectPath(key);
    return this.signer.url({ method: 'GET', key, expires: this.expiry(opts.expiresIn), contentType: opts.contentType, disposition: opts.disposition });
  }

  async putFile(key: string, filePath: string, opts: { contentType: string; size: number }): Promise<void> {
    this.objectPath(key);
    const got = await this.receive(createReadStream(filePath), opts.size);
    await this.publish(got.tmp, key);
  }

  async head(key: string): Promise<ObjectHead | null> {
    try {
      const info = await stat(this.objectPath(key));
      return info.isFile() ? { size: info.size, contentType: mimeTypeFor(extensionOf(key)) } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  readStart(key: string, length: number): Promise<Uint8Array> {
    return readFileStart(this.objectPath(key), length);
  }

  async delete(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
  }

  async listMultipartUploads(prefix: string): Promise<PendingMultipart[]> {
    const out: PendingMultipart[] = [];
    for (const uploadId of await readdir(this.uploads)) {
      if (!UUID.test(uploadId)) continue;
      try {
        const meta = JSON.parse(await readFile(join(this.uploads, uploadId, 'meta.json'), 'utf8')) as UploadMeta;
        if (meta.key.startsWith(prefix)) out.push({ key: meta.key, uploadId, initiated: new Date(meta.initiated) });
      } catch {
        // created a moment ago (meta not written yet) or half removed: the next sweep sees it settled
      }
    }
    return out;
  }

  /** Temporary files left by interrupted writes (a crashed process, a dropped connection). */
  async sweep(cutoff: Date): Promise<void> {
    for (const name of await readdir(this.tmp)) {
      const file = join(this.tmp, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtime < cutoff) await rm(file, { force: true });
    }
  }

  /** A read stream of the object, or of an inclusive byte range of it. */
  openRead(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.objectPath(key), range ?? {});
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
