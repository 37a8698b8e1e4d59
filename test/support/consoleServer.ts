import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { createDevApi, type DevApi } from '../../adapters/mock/devApi';
import { createNodeMiddleware } from '../../adapters/mock/devApi/http/nodeMiddleware';
import { matchRedirect, redirectRules } from './redirectRules';

/** `npm run build`: the console alone, as it ships. */
export const DIST = join(__dirname, '../../dist');
/** `npm run build:qa`: the same console plus the mock adapter, fixtures, host simulator and test hooks. */
export const DIST_QA = join(__dirname, '../../dist-qa');
/** What the benchmarks bundle for the browser (test/bench/browserBundle.ts). */
const DIST_BENCH = join(__dirname, '../../dist-bench');

export type Bundle = 'qa' | 'production';

/** The response headers a static host sends for the build (`dist/_headers`, `/*` block only). */
export function hostingHeaders(dist: string): Record<string, string> {
  const file = join(dist, '_headers');
  if (!existsSync(file)) return {};
  const headers: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!.toLowerCase()] = match[2]!.trim();
  }
  return headers;
}

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

/**
 * Both builds name what they put under /assets/ by its content hash, so a static host lets the browser keep
 * it for good; the pages themselves (index.html, the host simulator) are asked for again each time. A test's
 * second page load then takes the scripts from the browser's cache, as a merchant's does. Routing a page
 * (page.route) turns the cache off, so a test that cuts the scripts off still sees every request.
 */
function cacheHeaders(dist: string, file: string): Record<string, string> {
  return file.startsWith(join(dist, 'assets') + sep) ? { 'cache-control': 'public, max-age=31536000, immutable' } : {};
}

export interface ConsoleServer {
  url: string;
  devApi: DevApi;
  /** Every request path the server saw, to prove what did (or did not) reach it. */
  requests: string[];
  /** How many of them have not been answered yet (a fault's latency holds them). */
  inFlight(): number;
  /**
   * With `benchChunks`: files a benchmark serves at /bench/files/<name>, by name, from their path on disk (the
   * PSD bench's test files). Served over HTTP: through page.route each went base64 over the browser's debugging
   * protocol, about 4 s for the 52 MB file on the 2-core machine, once for each page that fetched it.
   */
  benchFiles: Map<string, string>;
  close(): Promise<void>;
}

/** Where `benchFiles` are served (their names URL-decoded after it). */
const BENCH_FILES = '/bench/files/';

/** The file a static host answers `path` with, and the status: the file itself, else what `_redirects` says. */
function resolvePath(dist: string, path: string, rules: ReturnType<typeof redirectRules>): { file: string; status: number; own: boolean } | null {
  const file = normalize(join(dist, path));
  if (existsSync(file) && statSync(file).isFile()) return { file, status: 200, own: true };
  // A folder's index.html, as every static host serves it (the host simulator at /__qianniu/).
  if (existsSync(file) && existsSync(join(file, 'index.html'))) return { file: join(file, 'index.html'), status: 200, own: true };
  const rule = matchRedirect(rules, path);
  return rule ? { file: join(dist, rule.to), status: rule.status, own: false } : null;
}

/** Listens on `port` of loopback (0: any free one); fails when the port is taken. */
function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * A built console plus the dev API on loopback, as the end-to-end tests and benchmarks use it: the QA build by
 * default (the tests drive the host simulator, the mock adapter and the designer's test description), the
 * production build where a test is about what ships. Pages get the headers the build asks a host to send, and
 * a path that is no file gets what the build's `_redirects` asks of a host (index.html for the console's routes).
 * `port`: the port to listen on if it is free (the last file's, fixtures.ts), else any free one.
 */
export async function startConsoleServer({ bundle = 'qa', benchChunks = false, port = 0 }: { bundle?: Bundle; benchChunks?: boolean; port?: number } = {}): Promise<ConsoleServer> {
  const dist = bundle === 'qa' ? DIST_QA : DIST;
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` and \`npm run build:qa\` first`);
  const pageHeaders = hostingHeaders(dist);
  const rules = redirectRules(dist);
  const devApi = createDevApi();
  const api = createNodeMiddleware(devApi);
  const requests: string[] = [];
  const benchFiles = new Map<string, string>();
  let unanswered = 0;
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    unanswered++;
    res.on('close', () => unanswered--);
    api(req, res, () => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        // A malformed escape (`/%`): a host answers 400, and a request left hanging would hold the test.
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('bad request');
        return;
      }
      // A worker's request for the worker it starts is not seen by page.route, which serves the benchmarks'
      // pages and bundles (serveBenchPages): such a chunk is served from here.
      const benchFile = benchChunks && path.startsWith(BENCH_FILES) ? benchFiles.get(path.slice(BENCH_FILES.length)) : undefined;
      if (benchFile) {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': statSync(benchFile).size });
        createReadStream(benchFile).pipe(res);
        return;
      }
      if (benchChunks && /^\/bench\/[\w-]+\.js$/.test(path) && existsSync(join(DIST_BENCH, path.slice('/bench/'.length)))) {
        res.writeHead(200, { 'content-type': TYPES['.js']! });
        createReadStream(join(DIST_BENCH, path.slice('/bench/'.length))).pipe(res);
        return;
      }
      // dist + sep: dist-qa/ starts with dist too, and must not be reachable from the production server.
      if (!normalize(join(dist, path)).startsWith(dist + sep)) {
        res.writeHead(403).end();
        return;
      }
      const answer = resolvePath(dist, path, rules);
      if (!answer || !existsSync(answer.file)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      // Only a file answering its own path may be kept for good: a page standing in for a missing asset may not.
      const caching = answer.own ? cacheHeaders(dist, answer.file) : {};
      res.writeHead(answer.status, { ...pageHeaders, ...caching, 'content-type': TYPES[extname(answer.file)] ?? 'application/octet-stream' });
      createReadStream(answer.file).pipe(res);
    });
  });
  await listen(server, port).catch(() => listen(server, 0));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    devApi,
    requests,
    inFlight: () => unanswered,
    benchFiles,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
