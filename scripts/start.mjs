// `npm start`: build what is missing, then run the server in THIS process (one Node process serves
// the SPA and /api). TypeScript is loaded through tsx's loader, so there is no separate server build.
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

if (process.env.SKIP_BUILD !== '1') buildIfNeeded();
register();
await import('../server/index.ts');
