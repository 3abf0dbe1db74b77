/**
 * https for the video API tests (not a test file): a TLS front for the app, as the nginx that terminates
 * a site's https would be, with a certificate for `localhost` only (fixtures/tls-localhost.*, valid
 * 2000-2099, a test key and nothing else), and the two client steps a browser takes on such a page:
 * a request over https, and a WebSocket (wss) opened to an address whose host name the certificate must name.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect as connectTcp, isIP, type AddressInfo } from 'node:net';
import { connect as connectTls, createServer, type Server } from 'node:tls';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const KEY = fixture('tls-localhost.key');
/** The certificate is its own authority: clients trust exactly it. */
export const TLS_CERT = fixture('tls-localhost.crt');

export interface TlsFront {
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 with TLS and passes the decrypted bytes to the app at `appPort`, both ways. */
export async function tlsFront(appPort: number): Promise<TlsFront> {
  const server: Server = createServer({ key: KEY, cert: TLS_CERT }, (clear) => {
    const app = connectTcp(appPort, '127.0.0.1');
    clear.pipe(app).pipe(clear);
    const end = () => {
      clear.destroy();
      app.destroy();
    };
    clear.on('error', end).on('close', end);
    app.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The TLS options of a connection to `url` (always this machine), checked against the URL's host name. */
const tlsTo = (url: URL) => ({ host: '127.0.0.1', port: Number(url.port), ca: TLS_CERT, servername: isIP(url.hostname) ? undefined : url.hostname });

/** GET over https as a page served under `pageHost` would send it, while the address used is `url` (its Host header). */
export function httpsGetJson<T>(url: string, pageHost: string, headers: Record<string, string>): Promise<T> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { ...tlsTo(target), servername: pageHost, path: `${target.pathname}${target.search}`, headers: { ...headers, host: target.host }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => resolve(JSON.parse(body) as T));
      },
    );
    req.on('error', reject).end();
  });
}

/**
 * Opens a WebSocket to a wss:// address as a browser would (the certificate must name the address's
 * host) and answers the bytes received within `ms` after the upgrade; rejects with the TLS error code
 * when the certificate does not fit.
 */
export function wssBytes(address: string, ms: number): Promise<{ status: string; bytes: Buffer }> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connectTls(tlsTo(url), () => {
      socket.write(
        [
          `GET ${url.pathname}${url.search} HTTP/1.1`,
          `Host: ${url.host}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
      setTimeout(() => {
        socket.destroy();
        const all = Buffer.concat(chunks);
        const headEnd = all.indexOf('\r\n\r\n');
        resolve({ status: all.subarray(0, all.indexOf('\r\n')).toString(), bytes: headEnd < 0 ? Buffer.alloc(0) : all.subarray(headEnd + 4) });
      }, ms);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => reject(Object.assign(err, { code: err.code })));
  });
}
