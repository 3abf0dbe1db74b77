// `npm run dev`: the API server restarted on change (tsx watch) plus Vite's dev server with hot reload,
// which proxies /api to it. Open the Vite URL printed below.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT || '8080';
const children = [
  spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Development mode: the SMS outbox keeps codes readable (server/core/config.ts).
    env: { DEV_MODE: '1', ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
