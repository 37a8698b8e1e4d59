import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';

/**
 * `npm run build:miniapp`: the Qianniu mini-program a developer opens in the Taobao developer tool, in
 * dist-miniapp/. The host's request handling (adapters/qianniu/miniapp/host/startHost.ts and what it imports) becomes one CommonJS file,
 * host/host.js, for the mini-program's JS engine: ES2017, no DOM, no eval, no chunks to load. The project
 * files of adapters/qianniu/miniapp/app/ are copied beside it with this build's values written into config.js.
 *
 * CONSOLE_URL: the console's address the web-view opens (default the production console); the build adds
 *   `container=miniapp`, on which the console loads the web-view script that gives it `my`.
 * CLOUD_ENV: the cloud environment of @tbmp/mp-cloud-sdk: test, pre or online (default online).
 * MINIAPP_OUT: another output folder (the end-to-end test builds into a temporary one).
 */
const APP_DIR = fileURLToPath(new URL('./adapters/qianniu/miniapp/app', import.meta.url));
const CLOUD_ENVS = ['test', 'pre', 'online'];

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function consoleUrl(): string {
  const value = process.env.CONSOLE_URL || 'https://console.kemei-diy.com/app';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`CONSOLE_URL is not an address: ${value}`);
  }
  // A web-view opens https pages only; http is for a console served on this machine while developing.
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`CONSOLE_URL must be an https address (http only on localhost/127.0.0.1): ${value}`);
  }
  // Tells the console it runs in the web-view, so it loads the container's script that gives it `my`.
  url.searchParams.set('container', 'miniapp');
  return url.href;
}

function cloudEnv(): string {
  const value = process.env.CLOUD_ENV || 'online';
  if (!CLOUD_ENVS.includes(value)) throw new Error(`CLOUD_ENV must be one of ${CLOUD_ENVS.join(', ')}: ${value}`);
  return value;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Copies the project files; config.js gets this build's values (JSON string literals, so any address is safe). */
class MiniProgramProjectPlugin {
  constructor(private readonly values: Record<string, string>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('MiniProgramProjectPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MiniProgramProjectPlugin', stage: 0 }, () => {
        for (const file of filesUnder(APP_DIR)) {
          const name = relative(APP_DIR, file).split('\\').join('/');
          compilation.fileDependencies.add(file);
          let text = readFileSync(file, 'utf8');
          if (name === 'config.js') {
            for (const [placeholder, value] of Object.entries(this.values)) {
              text = text.split(`'${placeholder}'`).join(JSON.stringify(value));
            }
          }
          compilation.emitAsset(name, new rspack.sources.RawSource(text));
        }
      });
    });
  }
}

export default defineConfig(() => {
  const values = { __CONSOLE_URL__: consoleUrl(), __CLOUD_ENV__: cloudEnv(), __VERSION__: pkg.version };
  return {
    mode: 'production',
    // Neither web nor node: the mini-program engine has no document, no window and no require of builtins.
    target: ['es2017'],
    devtool: false,
    entry: { host: './adapters/qianniu/miniapp/host/startHost.ts' },
    output: {
      path: process.env.MINIAPP_OUT || fileURLToPath(new URL('./dist-miniapp', import.meta.url)),
      filename: 'host/[name].js',
      library: { type: 'commonjs2' },
      // One file: nothing is loaded later, so no chunk loading runtime (it would reach for document or require).
      chunkFormat: 'commonjs',
      chunkLoading: false,
      wasmLoading: false,
      workerChunkLoading: false,
      // What the developer installed in the project (the cloud SDK) survives a rebuild.
      clean: { keep: (path: string) => /(^|[\\/])(node_modules|package-lock\.json)([\\/]|$)/.test(path) },
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2017' } },
          type: 'javascript/auto',
        },
      ],
    },
    // Readable in the developer tool's debugger; the tool minifies what it uploads.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [new MiniProgramProjectPlugin(values)],
    performance: { hints: false },
  };
});
