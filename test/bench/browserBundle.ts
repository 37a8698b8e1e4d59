import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import type { Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'dist-bench');

/**
 * Bundles one benchmark entry (a .ts file under test/bench) for the browser with the rspack JS API, into
 * dist-bench/<name>.js (`minimize: false` keeps the names, for a profile). No cleaning of dist-bench/: several benchmarks build into it one after another,
 * and each entry is a single file that its next build overwrites.
 */
export function bundleForBrowser(name: string, entry: string, { minimize = true }: { minimize?: boolean } = {}): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    // Unminified for a CPU profile that names the functions.
    optimization: { minimize },
    context: ROOT,
    target: 'web',
    devtool: false,
    entry: { [name]: entry },
    output: { path: OUT, filename: '[name].js', publicPath: '/bench/', clean: false },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    module: {
      rules: [
        {
          // An entry that renders a screen's own components (productPaging.entry.tsx).
          test: /\.tsx$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
          type: 'javascript/auto',
        },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
        // A screen's stylesheet (SheetsPreview's sheets.css) bundles as its text, unused: the page adds the
        // styles itself (page.addStyleTag), as the console's lazy screen would bring them.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    // As in the production build: what is measured is the code that ships.
    plugins: [new rspack.DefinePlugin({ __DEV_TOOLS__: 'false', __API_BASE__: "''" })],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors()) {
          return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'rspack: no stats'));
        }
        resolve(join(OUT, `${name}.js`));
      });
    });
  });
}

/**
 * Serves pages that load the bundle at `bundlePath` from memory with page.route, under /bench/ on
 * `baseUrl` (the console server's origin, so the pages are same-origin with it). `pages` maps a path
 * such as /bench/parent.html to its title. The chunks rspack wrote beside the bundle (a worker is a chunk
 * of its own) are served too; anything else under /bench/ is a 404.
 */
export async function serveBenchPages(tab: Page, baseUrl: string, bundlePath: string, pages: Record<string, string>): Promise<void> {
  const bundle = await readFile(bundlePath);
  const script = `/bench/${bundlePath.split(/[\\/]/).pop()}`;
  const html = (title: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><script src="${script}"></script></body></html>`;
  await tab.route(`${baseUrl}/bench/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const title = pages[pathname];
    if (title !== undefined) return route.fulfill({ contentType: 'text/html', body: html(title) });
    if (pathname === script) return route.fulfill({ contentType: 'text/javascript', body: bundle });
    const chunk = join(bundlePath, '..', pathname.replace('/bench/', ''));
    if (pathname.endsWith('.js') && existsSync(chunk)) return route.fulfill({ contentType: 'text/javascript', body: readFileSync(chunk) });
    return route.fulfill({ status: 404, body: '' });
  });
}
