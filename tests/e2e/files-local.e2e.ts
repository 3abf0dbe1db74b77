// Files against the server's own local store (the default without an object store).
import { afterAll, beforeAll } from 'vitest';
import { serverURL, startSeededServer } from './helpers/server';
import { stopServer, type ServerProcess } from '../support/server-process';
import { filesFlow } from './files-suite';

let own: ServerProcess | null = null;
let baseURL = serverURL();

beforeAll(async () => {
  // When CI exports S3_* the shared server uses S3: this file then starts its own local-store server.
  if (process.env.S3_ENDPOINT) {
    own = await startSeededServer({ STORAGE: 'local' });
    baseURL = own.url;
  }
});
afterAll(async () => {
  if (own) await stopServer(own);
});

filesFlow('local', () => ({ baseURL, expectStore: 'local' }));
