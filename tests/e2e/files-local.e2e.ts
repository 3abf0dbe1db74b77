// Files against the server's own local store (the default without an object store).
import { afterAll, beforeAll } from 'vitest';
import { serverURL } from './helpers/server';
import { startServer, stopServer } from '../support/server-process';
import { filesFlow } from './files-suite';

let own: Awaited<ReturnType<typeof startServer>> | null = null;
let baseURL = serverURL();

beforeAll(async () => {
  // When CI exports S3_* the shared server uses S3: this file then starts its own local-store server.
  if (process.env.S3_ENDPOINT) {
    own = await startServer({ STORAGE: 'local' });
    baseURL = own.url;
  }
});
afterAll(async () => {
  if (own) await stopServer(own);
});

filesFlow('local', () => ({ baseURL, expectStore: 'local' }));
