import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../core/contracts';
import type { StorageConfig } from '../config';
import type { ObjectStore } from '../store';
import { LOCAL_OBJECT_PATH } from './local/routes';
import { loadSigningSecret } from './local/secret';
import { UrlSigner } from './local/signer';
import { LocalStore } from './local/store';

export interface OpenedStore {
  store: ObjectStore;
  /** Set for the local store: its object routes must be mounted. */
  local?: LocalStore;
  close(): Promise<void>;
}

/** The store the configuration names. Nothing is contacted yet for S3/OSS: a store that is down fails uploads, not the start. */
export async function openStore(config: StorageConfig, db: Pick<Db, 'query'>): Promise<OpenedStore> {
  // The remote clients are loaded only when configured: ali-oss and minio cost a second of start-up.
  if (config.kind === 's3') {
    const { S3Store } = await import('./s3');
    return { store: new S3Store(config.s3!), close: async () => {} };
  }
  if (config.kind === 'oss') {
    const { OssStore } = await import('./oss');
    return { store: new OssStore(config.oss!), close: async () => {} };
  }

  // Without a data directory (in-memory database) the files live exactly as long as the process.
  const ephemeral = config.localRoot === null;
  const root = config.localRoot ?? (await mkdtemp(join(tmpdir(), 'ec-files-')));
  const local = new LocalStore(root, new UrlSigner(await loadSigningSecret(db), LOCAL_OBJECT_PATH));
  await local.init();
  return {
    store: local,
    local,
    close: async () => {
      if (ephemeral) await rm(root, { recursive: true, force: true });
    },
  };
}
