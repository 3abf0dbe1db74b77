import { describe, expect, it } from 'vitest';
import { PART_SIZE } from '../../schemas/contracts/storage/rules';
import type { UploadApi } from '../../runtime/files/api';
import { PartUploadError, type PartSender } from '../../runtime/files/putPart';
import { createResumeStore } from '../../runtime/files/resumeStore';
import { transferFile, type TransferStats } from '../../runtime/files/transfer';
import type { FileEntry } from '../../runtime/files/types';

/**
 * An in-memory object store behind the upload API of docs/storage.md: URLs carry an expiry, parts are
 * kept per upload, complete checks every part arrived with its exact size.
 */
function fakeStore(opts: { ttlMs?: number; now: () => number }) {
  const uploads = new Map<string, { size: number; parts: Map<number, number>; done: boolean }>();
  let seq = 0;
  const calls = { init: 0, parts: [] as number[][], complete: 0 };
  const urlOf = (id: string, n: number) => `https://store.test/${id}/${n}?exp=${opts.now() + (opts.ttlMs ?? 900_000)}`;
  const expires = () => new Date(opts.now() + (opts.ttlMs ?? 900_000)).toISOString();
  const partCount = (size: number) => Math.max(1, Math.ceil(size / PART_SIZE));
  const api: UploadApi = {
    async init(req) {
      calls.init++;
      const id = `u${++seq}`;
      uploads.set(id, { size: req.size, parts: new Map(), done: false });
      const count = partCount(req.size);
      const first = Array.from({ length: Math.min(16, count) }, (_, i) => ({ partNumber: i + 1, url: urlOf(id, i + 1) }));
      return count === 1
        ? { uploadId: id, key: `ent/1/${req.name}`, mode: 'single', partSize: PART_SIZE, partCount: 1, expiresAt: expires(), headers: {}, url: first[0].url }
        : { uploadId: id, key: `ent/1/${req.name}`, mode: 'multipart', partSize: PART_SIZE, partCount: count, expiresAt: expires(), headers: {}, parts: first };
    },
    async parts(id, numbers) {
      calls.parts.push(numbers);
      return { parts: numbers.map((n) => ({ partNumber: n, url: urlOf(id, n) })), headers: {}, expiresAt: expires() };
    },
    async state(id) {
      const u = uploads.get(id);
      if (!u) throw Object.assign(new Error('gone'), { code: 2010105 });
      return {
        status: u.done ? 'completed' : 'pending',
        mode: 'multipart',
        size: u.size,
        partSize: PART_SIZE,
        partCount: partCount(u.size),
        parts: [...u.parts].map(([partNumber, size]) => ({ partNumber, size, etag: 'e' })),
      };
    },
    async complete(id) {
      calls.complete++;
      const u = uploads.get(id)!;
      const missing = Array.from({ length: partCount(u.size) }, (_, i) => i + 1).filter((n) => !u.parts.has(n));
      if (missing.length) throw Object.assign(new Error('incomplete'), { code: 2010102, data: { missingParts: missing } });
      u.done = true;
      return { id: 1, name: 'f', size: u.size, type: 'video/mp4', url: `ent/1/${id}`, path: '/signed' } satisfies FileEntry;
    },
    async abort() {},
    async signedUrl() {
      return '';
    },
    async remove() {},
  };
  const sender =
    (behaviour: (n: number, url: string) => void = () => {}, track?: { active: number; max: number }): PartSender =>
    async (url, body, _headers, onProgress) => {
      const [, id, n, exp] = /store\.test\/(\w+)\/(\d+)\?exp=(\d+)/.exec(url)!;
      if (Number(exp) < opts.now()) throw new PartUploadError(403);
      behaviour(Number(n), url);
      if (track) track.max = Math.max(track.max, ++track.active);
      await new Promise((r) => setTimeout(r, 2));
      if (track) track.active--;
      onProgress(body.size);
      uploads.get(id)!.parts.set(Number(n), body.size);
    };
  return { api, sender, calls, uploads };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const video = (mb: number, name = 'clip.mp4') => new File([new Uint8Array(Math.round(mb * 1024 * 1024))], name, { lastModified: 1_700_000_000_000 });
const request = { purpose: 'video' as const };

describe('transferFile', () => {
  it('sends 5 MiB parts at most 4 at a time and completes', async () => {
    const store = fakeStore({ now: Date.now });
    const track = { active: 0, max: 0 };
    const progress: number[] = [];
    const stats: TransferStats = { sent: [], resumed: false };
    const entry = await transferFile(video(23), store.api, store.sender(() => {}, track), { request, onProgress: (f) => progress.push(f) }, stats);
    expect(entry.size).toBe(video(23).size);
    expect(stats.sent.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(track.max).toBe(4);
    expect([...store.uploads.values()][0].parts.get(5)).toBe(video(23).size - 4 * PART_SIZE);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1])).toBe(true);
  });

  it('sends one part at a time when parallel is 1', async () => {
    const store = fakeStore({ now: Date.now });
    const track = { active: 0, max: 0 };
    await transferFile(video(12), store.api, store.sender(() => {}, track), { request, parallel: 1 });
    expect(track.max).toBe(1);
  });

  it('resumes a remembered upload after a failure: only the missing parts are sent', async () => {
    const store = fakeStore({ now: Date.now });
    const resume = createResumeStore(memoryStorage(), () => 'ent-1');
    const file = video(18); // 4 parts
    const failing = store.sender((n) => {
      if (n === 3) throw new PartUploadError(0);
    });
    await expect(transferFile(file, store.api, failing, { request, resume, parallel: 1, attempts: 2, retryDelayMs: () => 1 })).rejects.toBeInstanceOf(PartUploadError);
    expect(resume.get(file)).toBe('u1');

    // The same file picked again (same name, size, lastModified): the upload continues.
    const again = new File([await file.arrayBuffer()], file.name, { lastModified: file.lastModified });
    const stats: TransferStats = { sent: [], resumed: false };
    await transferFile(again, store.api, store.sender(), { request, resume }, stats);
    expect(stats.resumed).toBe(true);
    expect(stats.sent.sort()).toEqual([3, 4]);
    expect(store.calls.init).toBe(1);
    expect(resume.get(file)).toBeNull();
  });

  it('starts over when the remembered upload no longer exists on the server', async () => {
    const store = fakeStore({ now: Date.now });
    const resume = createResumeStore(memoryStorage(), () => 'ent-1');
    const file = video(1, 'a.pdf');
    resume.set(file, 'u-swept');
    const stats: TransferStats = { sent: [], resumed: false };
    await transferFile(file, store.api, store.sender(), { request: {}, resume }, stats);
    expect(stats.resumed).toBe(false);
    expect(store.calls.init).toBe(1);
  });

  it('asks for fresh part URLs in batches before they expire', async () => {
    let clock = 1_000_000;
    const store = fakeStore({ now: () => clock, ttlMs: 120_000 });
    // Each PUT takes 30 s of (fake) time: URLs issued at init expire during the upload.
    const slow = store.sender(() => {
      clock += 30_000;
    });
    const stats: TransferStats = { sent: [], resumed: false };
    await transferFile(video(40), store.api, slow, { request, parallel: 1, now: () => clock }, stats);
    expect(stats.sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(store.calls.parts.length).toBeGreaterThan(0);
    // A refresh covers the waiting parts too, not one call per part.
    expect(store.calls.parts[0].length).toBeGreaterThan(1);
    expect(store.calls.parts.length).toBeLessThan(stats.sent.length);
  });

  it('refreshes a URL the store refuses as expired and retries the part', async () => {
    let refused = false;
    const store = fakeStore({ now: Date.now });
    const sender = store.sender((n) => {
      if (n === 2 && !refused) {
        refused = true;
        throw new PartUploadError(403);
      }
    });
    const stats: TransferStats = { sent: [], resumed: false };
    await transferFile(video(11), store.api, sender, { request }, stats);
    expect(stats.sent.sort()).toEqual([1, 2, 3]);
    expect(store.calls.parts.flat()).toContain(2);
  });

  it('sends the parts complete reports missing, then completes', async () => {
    const store = fakeStore({ now: Date.now });
    let dropped = false;
    const sender = store.sender();
    const lossy: PartSender = async (url, body, headers, onProgress, signal) => {
      await sender(url, body, headers, onProgress, signal);
      if (!dropped && url.includes('/2?')) {
        dropped = true;
        [...store.uploads.values()][0].parts.delete(2);
      }
    };
    const entry = await transferFile(video(11), store.api, lossy, { request });
    expect(entry.url).toBe('ent/1/u1');
    expect(store.calls.complete).toBe(2);
  });

  it('stops at once when cancelled', async () => {
    const store = fakeStore({ now: Date.now });
    const abort = new AbortController();
    const sender = store.sender((n) => {
      if (n === 1) abort.abort();
    });
    await expect(transferFile(video(11), store.api, sender, { request, signal: abort.signal, parallel: 1 })).rejects.toMatchObject({ name: 'AbortError' });
    expect(store.calls.complete).toBe(0);
  });
});

describe('resume store', () => {
  it('keys uploads by enterprise and file identity and forgets them after 24 h', () => {
    let now = 0;
    let scope = 'ent-1';
    const store = createResumeStore(memoryStorage(), () => scope, () => now);
    const f = { name: 'a.mp4', size: 10, lastModified: 5 };
    store.set(f, 'u1');
    expect(store.get(f)).toBe('u1');
    expect(store.get({ ...f, lastModified: 6 })).toBeNull();
    scope = 'ent-2';
    expect(store.get(f)).toBeNull();
    scope = 'ent-1';
    now = 25 * 3600 * 1000;
    expect(store.get(f)).toBeNull();
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('ec_upload_resume', '{not json');
    const store = createResumeStore(storage, () => 'e');
    expect(store.get({ name: 'a', size: 1, lastModified: 1 })).toBeNull();
    store.set({ name: 'a', size: 1, lastModified: 1 }, 'u');
    expect(store.get({ name: 'a', size: 1, lastModified: 1 })).toBe('u');
  });
});
