// The local store's URL-signing key (server/storage/backends/local/secret.ts): created once, by
// whichever process asks first, and the same key for every later start and every concurrent caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningSecret } from '../../server/storage/backends/local/secret';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ schemas: [], seed: false });
});
afterAll(() => database?.drop());

const stored = async () =>
  (await database.db.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = 'storage.local_signing_key'`)).rows.map((r) => r.value);

describe('local store signing key', () => {
  it('is created once and read back unchanged by every later call, concurrent first calls included', async () => {
    await database.db.query(`DELETE FROM app_meta WHERE key = 'storage.local_signing_key'`);
    const first = await Promise.all([loadSigningSecret(database.db), loadSigningSecret(database.db), loadSigningSecret(database.db)]);
    expect(first[0].length).toBe(32);
    expect(first[1].equals(first[0]) && first[2].equals(first[0])).toBe(true);
    expect(await stored()).toEqual([first[0].toString('base64url')]);
    expect((await loadSigningSecret(database.db)).equals(first[0])).toBe(true);
  });

  it('refuses a stored key that is too short rather than signing with it', async () => {
    await database.db.query(`UPDATE app_meta SET value = 'c2hvcnQ' WHERE key = 'storage.local_signing_key'`);
    await expect(loadSigningSecret(database.db)).rejects.toThrow(/32-byte/);
  });
});
