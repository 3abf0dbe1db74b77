/**
 * Signed play addresses in node-media-server's format (`?sign=<expiry>-<md5(path-expiry-secret)>`), so
 * the media server checks them itself and the app's proxy can refuse a bad one before connecting.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** `expiresAt` in Unix seconds. */
export function signStreamPath(streamPath: string, secret: string, expiresAt: number): string {
  return `${expiresAt}-${md5(`${streamPath}-${expiresAt}-${secret}`)}`;
}

export function verifyStreamSign(streamPath: string, sign: string | undefined, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const m = /^(\d{1,12})-([0-9a-f]{32})$/.exec(sign ?? '');
  if (!m) return false;
  const expiresAt = Number(m[1]);
  if (expiresAt < nowSeconds) return false;
  return timingSafeEqual(Buffer.from(m[2]), Buffer.from(md5(`${streamPath}-${expiresAt}-${secret}`)));
}
