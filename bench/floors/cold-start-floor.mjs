// The cold-start floor: a bare Fastify that opens the same PGlite data dir and answers /api/health after
// one query. Plain JavaScript, so nothing is compiled; the server's own start is compared with this.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { join } from 'node:path';

const db = await PGlite.create({ dataDir: join(process.env.DATA_DIR, 'pglite') });
const app = Fastify();
app.get('/api/health', async () => ({ code: 1000000, data: (await db.query('SELECT 1 AS ok')).rows[0] }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
