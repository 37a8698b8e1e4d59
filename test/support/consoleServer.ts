import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createDevApi, type DevApi } from '../../adapters/mock/devApi';
import { createNodeMiddleware } from '../../adapters/mock/devApi/nodeMiddleware';

export const DIST = join(__dirname, '../../dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

export interface ConsoleServer {
  url: string;
  devApi: DevApi;
  /** Every request path the server saw, to prove what did (or did not) reach it. */
  requests: string[];
  /** How many of them have not been answered yet (a fault's latency holds them). */
  inFlight(): number;
  close(): Promise<void>;
}

/** The built console (dist/) plus the dev API on loopback, as the end-to-end tests and benchmarks use it. */
export async function startConsoleServer(): Promise<ConsoleServer> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const devApi = createDevApi();
  const api = createNodeMiddleware(devApi);
  const requests: string[] = [];
  let unanswered = 0;
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    unanswered++;
    res.on('close', () => unanswered--);
    api(req, res, () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(DIST, path));
      if (!file.startsWith(DIST)) {
        res.writeHead(403).end();
        return;
      }
      if (!existsSync(file) || statSync(file).isDirectory()) {
        file = path.startsWith('/__qianniu') ? join(DIST, '__qianniu/index.html') : join(DIST, 'index.html');
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    devApi,
    requests,
    inFlight: () => unanswered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
