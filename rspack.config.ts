import './build/devToolsInNode';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler, type OptimizationSplitChunksCacheGroupTestFn } from '@rspack/core';
import { createDevApi } from './adapters/mock/devApi';
import { createNodeMiddleware } from './adapters/mock/devApi/http/nodeMiddleware';
import { overlayShowsRuntimeError } from './adapters/mock/devServerOverlay';
import { WEB_VIEW_SDK_URL } from './adapters/qianniu/webViewSdk';
import { frameAncestorsPolicy, hostOriginsFor } from './contract/hostOrigins';

/** The oldest browser we ship to: Qianniu's embedded Chromium. Every tool below reads this one value. */
const BROWSER_TARGET = 'chrome >= 87';

const isProduction = process.env.NODE_ENV === 'production' || process.argv.includes('build');
/**
 * `npm run build` is the console alone. `npm run build:qa` (`--env qa`) adds what QA and the end-to-end tests
 * need: the mock adapter with recorded fixtures, the host simulator, 平台调试 and the designer's test
 * description, into dist-qa/. The dev server always has them.
 */
const port = Number(process.env.PORT ?? 8080);
const apiBase = process.env.API_BASE?.replace(/\/$/, '') ?? '';
/** The AI cutout host (spec 2 §7); unset, the console uses the dev API's stand-in beside the admin API. */
const cutoutHost = process.env.CUTOUT_HOST?.replace(/\/$/, '') ?? '';
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifestSource = JSON.parse(readFileSync(new URL('./plugin.manifest.json', import.meta.url), 'utf8')) as { hostOrigins: string[] };

/**
 * dist/ carries the manifest the client loads, stamped with the package version and holding the host origins
 * of this build; `_headers`: the response headers a static host must send with every page (Netlify and
 * Cloudflare Pages read this file; deploy/nginx.conf sends the same); and `_redirects` with the page a
 * missing asset gets, which give every other path of the console index.html (docs/deploying.md, "Every path
 * is index.html").
 */
class PluginManifestPlugin {
  constructor(
    private readonly hostOrigins: readonly string[],
    private readonly devTools: boolean,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PluginManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PluginManifestPlugin', stage: 0 }, () => {
        const manifest = JSON.parse(readFileSync(new URL('./plugin.manifest.json', import.meta.url), 'utf8'));
        manifest.version = pkg.version;
        manifest.hostOrigins = this.hostOrigins;
        compilation.emitAsset('plugin.manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        compilation.emitAsset('_headers', new rspack.sources.RawSource(headersFile(this.hostOrigins)));
        compilation.emitAsset('_redirects', new rspack.sources.RawSource(redirectsFile({ devTools: this.devTools })));
        compilation.emitAsset(MISSING_ASSET_PAGE.slice(1), new rspack.sources.RawSource(missingAssetPage()));
      });
    });
  }
}

/**
 * What the page may run: its own bundle, and the mini-program container's web-view script (which a plain
 * browser never asks for: adapters/qianniu/webViewSdk.ts). Nothing inline, no plugins, no <base> elsewhere.
 * The dev server's eval source maps need 'unsafe-eval' there, and only there.
 */
function scriptPolicy({ evalSourceMaps }: { evalSourceMaps: boolean }): string {
  const scripts = ["'self'", new URL(WEB_VIEW_SDK_URL).origin, ...(evalSourceMaps ? ["'unsafe-eval'"] : [])];
  return `script-src ${scripts.join(' ')}; object-src 'none'; base-uri 'self'`;
}

function securityHeaders(hostOrigins: readonly string[], { evalSourceMaps = false } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': `${frameAncestorsPolicy(hostOrigins)}; ${scriptPolicy({ evalSourceMaps })}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

function headersFile(hostOrigins: readonly string[]): string {
  const lines = Object.entries(securityHeaders(hostOrigins)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** What a request under /assets/ gets when no file answers it. */
const MISSING_ASSET_PAGE = '/assets/404.html';

/**
 * The single-page fallback in Netlify's `_redirects` syntax: a host applies a rule only where no file answers
 * the path, and the first rule that matches wins. The console's routes live in the page, so every other path
 * is index.html with 200. A missing asset is a 404 instead: a tab left open across a deploy asks for chunks
 * the new build no longer has, and index.html in their place would be a page where a script was asked for,
 * which a cache in front of /assets/ may keep for good under that hashed name. The QA build's host simulator
 * has a page of its own.
 */
function redirectsFile({ devTools }: { devTools: boolean }): string {
  const rules = [
    ['/assets/*', MISSING_ASSET_PAGE, '404'],
    ...(devTools ? [['/__qianniu/*', '/__qianniu/index.html', '200']] : []),
    ['/*', '/index.html', '200'],
  ];
  return rules.map((rule) => `${rule.join('  ')}\n`).join('');
}

/** No script, no style: the page is only ever seen by a person who opened a stale address by hand. */
function missingAssetPage(): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<meta charset="utf-8">',
    '<title>文件不存在</title>',
    '<p>文件不存在：商家后台可能已经更新，请刷新页面。</p>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * What a merchant loads first after signing in: the shell and the screen the login leads to (spec 2 §2),
 * the lazy chunks named `shell` and `landing`. The default split cuts them into a dozen pieces shared with
 * other screens; their code goes into one chunk instead (a script and a stylesheet): fewer requests, and
 * gzip works across the whole. A module a page outside /app also loads (the chunks named `page-…`: the
 * embedded pages, the 404) stays out of it, so that such a page never loads the console's first screen.
 * Every other screen of /app loads the shell anyway, and with it this chunk.
 */
const firstScreenModule: OptimizationSplitChunksCacheGroupTestFn = (module, { chunkGraph }) => {
  const names = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name ?? '');
  return names.some((name) => name === 'shell' || name === 'landing') && !names.some((name) => name.startsWith('page-'));
};

export default defineConfig((env: Record<string, unknown> = {}) => {
  const qa = Boolean(env.qa);
  const devTools = !isProduction || qa;
  const hostOrigins = hostOriginsFor(manifestSource.hostOrigins, { development: devTools });

  return {
    mode: isProduction ? 'production' : 'development',
    target: ['web', `browserslist:${BROWSER_TARGET}`],
    // What ships carries no source maps (they would hold every source file, comments and all); QA's build does.
    devtool: !isProduction ? 'eval-cheap-module-source-map' : qa ? 'source-map' : false,
    entry: {
      main: './src/main.tsx',
      ...(devTools ? { hostSimulator: './adapters/mock/hostSimulator/main.ts' } : {}),
    },
    output: {
      path: new URL(qa ? './dist-qa' : './dist', import.meta.url).pathname,
      assetModuleFilename: 'assets/[name].[hash:8][ext]',
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      cssFilename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      cssChunkFilename: isProduction ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        // What ships carries no test hooks: the production build takes `data-testid` out of the JSX first.
        ...(devTools ? [] : [{ test: /\.tsx$/, exclude: /node_modules/, enforce: 'pre' as const, loader: fileURLToPath(new URL('./build/stripTestIds.cjs', import.meta.url)) }]),
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
            env: { targets: BROWSER_TARGET },
            // Arco's styles per component: each lazy screen brings the stylesheets of what it uses, so the
            // login page loads only its own (Arco's documented babel-plugin-import settings).
            transformImport: [{ libraryName: '@arco-design/web-react', libraryDirectory: 'es', camelToDashComponentName: false, style: 'css' }],
          },
          type: 'javascript/auto',
        },
        {
          // Dependencies are lowered too: Qianniu's Chromium is older than what some packages ship.
          test: /\.m?js$/,
          include: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { env: { targets: BROWSER_TARGET } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpg|jpeg|gif|ttf|otf)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: { firstScreen: { name: 'first-screen', chunks: 'async', test: firstScreenModule, enforce: true, priority: 10 } },
      },
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGET } }),
      ],
    },
    plugins: [
      // The endpoint table's rules are dead code in production (`rules: __DEV_TOOLS__ && {…}`), but the import
      // of the schemas they name would keep every schema module for its top-level valibot calls: the table
      // reads them from contract/endpoints/noSchemas.ts there, which has none.
      ...(devTools ? [] : [new rspack.NormalModuleReplacementPlugin(/^\.\.\/endpointSchemas$/, '../noSchemas')]),
      new rspack.DefinePlugin({ __API_BASE__: JSON.stringify(isProduction ? apiBase : ''), __DEV_TOOLS__: JSON.stringify(devTools), __CUTOUT_HOST__: JSON.stringify(isProduction ? cutoutHost : '') }),
      // The product's logo as the tab icon: without one every page load asks for /favicon.ico and gets a 404.
      new rspack.HtmlRspackPlugin({ template: './src/index.html', filename: 'index.html', chunks: ['main'], favicon: './src/assets/logo.svg' }),
      // The same logo at /favicon.ico (16, 32 and 48 px), where what reads no page (a bookmark, a tab list, a
      // proxy's health check) still asks first; otherwise the single-page fallback would answer it with HTML.
      new rspack.CopyRspackPlugin({ patterns: [{ from: './src/assets/favicon.ico', to: 'favicon.ico' }] }),
      ...(devTools
        ? [
            new rspack.HtmlRspackPlugin({
              template: './adapters/mock/hostSimulator/index.html',
              filename: '__qianniu/index.html',
              chunks: ['hostSimulator'],
            }),
          ]
        : []),
      new PluginManifestPlugin(hostOrigins, devTools),
    ],
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports on first use unless told otherwise. Each such compile reaches
    // the page as a hot update, which re-ran modules a still-loading screen was importing: a first open of
    // 订单管理 after start once stopped on "Cannot access 'REPLY_RULES' before initialization". The dev
    // server compiles every screen at start instead, so what it serves never changes under a page.
    lazyCompilation: false,
    // Arco's component stylesheets do not depend on each other's order; each screen imports its own set.
    ignoreWarnings: [/Conflicting order between .*@arco-design/],
    devServer: {
      host: '127.0.0.1',
      port,
      hot: true,
      // The benign ResizeObserver loop messages do not cover the page; every other error still does.
      client: { overlay: { runtimeErrors: overlayShowsRuntimeError } },
      headers: securityHeaders(hostOrigins, { evalSourceMaps: true }),
      // The dev middleware's type table has no .ico: without this /favicon.ico goes out with no Content-Type
      // (and nosniff), where nginx and the static hosts send image/x-icon.
      devMiddleware: { mimeTypes: { ico: 'image/x-icon' } },
      historyApiFallback: {
        rewrites: [{ from: /^\/__qianniu/, to: '/__qianniu/index.html' }],
      },
      // API_BASE: the console talks to a real admin API through this server, so the browser sees one origin.
      proxy: apiBase ? [{ context: ['/api'], target: apiBase, changeOrigin: true }] : [],
      setupMiddlewares(middlewares) {
        if (apiBase) return middlewares;
        // After the server's own host and cross-origin checks (a DNS-rebound name never reaches the dev API)
        // and its headers; before the bundle and the history fallback.
        const checks = ['host-header-check', 'cross-origin-header-check', 'set-headers'];
        const after = Math.max(...checks.map((name) => middlewares.findIndex((entry) => typeof entry !== 'function' && entry.name === name)));
        middlewares.splice(after + 1, 0, { name: 'dev-api', middleware: createNodeMiddleware(createDevApi()) });
        return middlewares;
      },
      onListening() {
        const api = apiBase ? `admin API ${apiBase}` : 'embedded dev API';
        console.log(`\n  Console:          http://127.0.0.1:${port}/  (${api})\n  Host simulator:   http://127.0.0.1:${port}/__qianniu/\n`);
      },
    },
  };
});
