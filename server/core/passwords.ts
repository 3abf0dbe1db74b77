import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Stored form: 'scrypt$N$r$p$salt$hash' (base64url salt and hash), so the cost can be raised later while
 * old hashes keep verifying with the parameters they were made with.
 */
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { ...opts, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `secret` is the browser's pre-hash (data-providers/password.ts), never the plain password. */
export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown login cannot be told apart by response time. */
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(secret, await decoy);
  return false;
}
