// @ts-check
// The layering of ARCHITECTURE.md, enforced: src → adapters → bridge, contract below all, features apart.
// Only cheap, syntax-level rules: no type information, so `npm run lint` stays a few seconds.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

// Every folder under src/features is a feature; a new one is fenced in without touching this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  {
    target: 'contract',
    from: '.',
    // Valibot is the one library the wire schemas are written in (ARCHITECTURE.md, contract/).
    except: ['./contract', './node_modules/valibot'],
    message: 'contract/ is the bottom layer: it imports nothing outside itself but valibot.',
  },
  {
    // The mini-program host bundles these two (ES2017, tsconfig.miniapp.json): they stay plain code.
    target: ['contract/fileNames.ts', 'contract/marketplaceApis.ts'],
    from: 'node_modules',
    message: 'The contract/ rules the mini-program host shares import no package: the host runs in the mini-program engine.',
  },
  {
    target: 'bridge',
    from: '.',
    except: ['./bridge'],
    message: 'bridge/ imports nothing outside itself (no src, adapters, contract or npm).',
  },
  {
    target: 'fixtures',
    from: '.',
    except: ['./fixtures', './contract'],
    message: 'fixtures/ is seed data: it may use contract/ and nothing else.',
  },
  {
    target: ['contract', 'bridge', 'adapters', 'fixtures', 'rspack.config.ts'],
    from: 'src',
    message: 'Nothing outside src/ (tests aside) imports src/: dependencies point src → adapters → bridge.',
  },
  {
    target: ['src', 'contract', 'bridge', 'adapters', 'fixtures', 'rspack.config.ts'],
    from: 'test',
    message: 'Only tests import test/.',
  },
  {
    target: 'src',
    from: ['bridge', 'fixtures'],
    message: 'src/ reaches the bridge through adapters/, and seed data through the mock adapter.',
  },
  {
    target: 'src',
    from: 'adapters/mock',
    message: 'The mock adapter stays out of the production bundle: only src/app/boot.ts loads it, behind __DEV_TOOLS__.',
  },
  {
    target: ['src/ui', 'src/lib', 'src/api'],
    from: ['src/features', 'src/app'],
    message: 'ui/, lib/ and api/ serve features and app; they never import them.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features reach the app only through ui/, api/ and lib/.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what both need to ui/, lib/ or api/.',
  })),
];

// The host side of the bridge: the mini-program's own code, and the host simulator that runs its handlers.
const hostSide = ['adapters/qianniu/miniapp', 'adapters/mock/hostSimulator'];

/** Every file and folder under `dir` that is not host side, split only where a folder holds some host side. */
function consoleSide(dir) {
  return readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (hostSide.includes(path)) return [];
    if (entry.isDirectory() && hostSide.some((side) => side.startsWith(`${path}/`))) return consoleSide(path);
    return [path];
  });
}

zones.push(
  {
    target: ['src', ...consoleSide('adapters')],
    from: 'adapters/qianniu/miniapp',
    message: 'The mini-program host runs in the client, never in the console: only the host simulator may import it.',
  },
  {
    target: 'adapters/qianniu/miniapp/host',
    from: '.',
    // Of contract/, only the rules written for the host's engine too (ES2017, no DOM; tsconfig.miniapp.json checks them).
    except: ['./adapters/qianniu/miniapp/host', './bridge', './contract/fileNames.ts', './contract/marketplaceApis.ts'],
    message: 'The mini-program host imports only bridge/, itself and the contract/ rules it shares: its bundle must run in the mini-program engine.',
  },
);

export default defineConfig(
  {
    ignores: ['dist/', 'dist-qa/', 'dist-bench/', 'dist-miniapp/', 'node_modules/'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    plugins: {
      'import-x': importX,
    },
    settings: {
      // Without these import-x parses only .js dependencies, and no-cycle sees no edge at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      // An import that does not resolve would slip past every zone below.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    // Tests are leaves: nothing but a test imports one, so a cycle through test/ cannot reach the product.
    files: ['**/*.{ts,tsx}'],
    ignores: ['test/**'],
    rules: {
      // A cycle cannot pass through an npm package back into this repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Both run in the browser as well as in Node; a builtin resolves to no file, so the zones cannot see it.
    files: ['bridge/**/*.ts', 'contract/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    // The mini-program engine has no Node builtins either.
    files: ['adapters/qianniu/miniapp/host/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // End-to-end tests drive a browser and hold no React; their use*() helpers are vitest fixtures.
    ignores: ['test/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
    },
  },
);
