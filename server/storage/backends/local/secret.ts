import { randomBytes } from 'node:crypto';
import type { Db } from '../../../core/contracts';

const META_KEY = 'storage.local_signing_key';

/**
 * The local store's URL-signing key: 32 random bytes created by whichever process starts first and
 * kept in app_meta, so every process behind one database accepts the URLs any of them issued and
 * URLs survive a restart.
 */
export async function loadSigningSecret(db: Pick<Db, 'query'>): Promise<Buffer> {
  const read = async () => (await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [META_KEY])).rows[0]?.value;
  // Every start after the first finds it: a read only (an insert, even one that conflicts, runs the
  // engine's write path at start; issue 19, cold start).
  let value = await read();
  if (value === undefined) {
    await db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      META_KEY,
      randomBytes(32).toString('base64url'),
    ]);
    value = await read(); // the key of whichever process inserted first
  }
  const secret = Buffer.from(value ?? '', 'base64url');
  if (secret.length < 32) throw new Error(`app_meta ${META_KEY} is not a 32-byte key`);
  return secret;
}
