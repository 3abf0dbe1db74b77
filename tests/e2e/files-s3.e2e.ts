// Files against a real S3 server (radosgw from tests/support/s3/start.sh; CI exports its S3_* variables).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startSeededServer } from './helpers/server';
import { stopServer, type ServerProcess } from '../support/server-process';
import { filesFlow } from './files-suite';

const S3_VARS = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'];
const missing = S3_VARS.filter((v) => !process.env[v]);

if (missing.length > 0) {
  describe('files (S3)', () => {
    it.skip(`skipped: ${missing.join(', ')} not set (run tests/support/s3/start.sh DIR and source DIR/env)`, () => {});
  });
  console.warn(`[files-s3] skipped: ${missing.join(', ')} not set`);
} else {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startSeededServer({ STORAGE: 's3' });
  });
  afterAll(async () => stopServer(server));
  filesFlow('s3', () => ({ baseURL: server.url, expectStore: 's3' }));
}
