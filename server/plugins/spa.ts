import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound, isApiPath, notFoundEnvelope } from './envelope';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A file under root for a URL path, or undefined (also for any path escaping root). */
function fileUnder(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = resolve(root, `.${decoded}`);
  if (!full.startsWith(root + sep)) return undefined;
  try {
    return statSync(full).isFile() ? full.slice(root.length + 1) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built SPA from distDir when it exists: hashed /assets/* cached for a year, index.html never
 * cached, and every other non-/api GET answered with index.html (hash routing). This is the server's one
 * not-found handler: /api paths get the envelope's 404 or 405 (apiNotFound), never the SPA.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const root = resolve(opts.distDir);
    const hasSpa = existsSync(resolve(root, 'index.html'));
    const api = apiNotFound(app);
    if (!hasSpa) {
      app.log.info({ distDir: root }, 'no built SPA found; serving the API only');
      app.setNotFoundHandler((request, reply) => (isApiPath(request.url) ? api(request, reply) : notFoundEnvelope(request, reply)));
      return;
    }
    await app.register(fastifyStatic, { root, serve: false });

    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

    app.get('/', { schema: { hide: true }, exposeHeadRoute: true }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url)) return api(request, reply);
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundEnvelope(request, reply);
      const path = request.url.split('?')[0];
      const file = fileUnder(root, path);
      if (path.startsWith('/assets/')) {
        // A missing hashed asset must be a 404: answering index.html would be parsed as script or style.
        if (!file) return notFoundEnvelope(request, reply);
        return reply.sendFile(file, { maxAge: YEAR_MS, immutable: true });
      }
      if (file && file !== 'index.html') return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
      return sendIndex(reply);
    });
  },
  { name: 'spa' },
);
