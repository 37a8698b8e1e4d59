// @vitest-environment node
// Each rule of eslint.config.js, seen to fire: a tiny offending file at a real path must be reported,
// so a zone that silently stopped matching (a typo, a resolver that no longer resolves) fails here.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

interface Finding {
  ruleId: string | null;
  message: string;
}

// The first lint loads the resolver and parses the import graph: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: join(root, 'src/x.ts') });
});

async function lint(path: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const zone = (fragment: string) => ({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(fragment) });

describe('layering zones (import-x/no-restricted-paths)', () => {
  it.each([
    ['a feature importing another feature', 'src/features/fonts/x.ts', "import '../catalogue/MaterialScreen';", 'A feature never imports another feature'],
    ['a nested feature file importing another feature', 'src/features/catalogue/wireframes/x.ts', "import '../../templates/TemplateScreen';", 'A feature never imports another feature'],
    ['a feature importing app/', 'src/features/fonts/x.ts', "import '../../app/session';", 'Features reach the app only through'],
    ['lib/ importing a feature', 'src/lib/x.ts', "import '../features/fonts/FontScreen';", 'ui/, lib/ and api/ serve features and app'],
    ['ui/ importing app/', 'src/ui/x.ts', "import '../app/session';", 'ui/, lib/ and api/ serve features and app'],
    ['api/ importing a feature', 'src/api/x.ts', "import '../features/templates/TemplateCard';", 'ui/, lib/ and api/ serve features and app'],
    ['src/ importing the bridge', 'src/app/x.ts', "import '../../bridge/windowTransport';", 'src/ reaches the bridge through adapters/'],
    ['src/ importing seed fixtures', 'src/app/x.ts', "import '../../fixtures/seed';", 'src/ reaches the bridge through adapters/'],
    ['src/ importing the mock adapter', 'src/features/platform/x.ts', "import '../../../adapters/mock';", 'The mock adapter stays out of the production bundle'],
    ['src/ loading the mock adapter lazily', 'src/app/x.ts', "void import('../../adapters/mock/loadFixture');", 'The mock adapter stays out of the production bundle'],
    ['src/ importing a test helper', 'src/app/x.ts', "import '../../test/support/pngFile';", 'Only tests import test/'],
    ['adapters/ importing src/', 'adapters/x.ts', "import '../src/messages';", 'Nothing outside src/'],
    ['adapters/ re-exporting from src/', 'adapters/x.ts', "export { MSG } from '../src/messages';", 'Nothing outside src/'],
    ['bridge/ importing adapters/', 'bridge/x.ts', "import '../adapters/types';", 'bridge/ imports nothing outside itself'],
    ['bridge/ importing contract/', 'bridge/x.ts', "import '../contract/limits';", 'bridge/ imports nothing outside itself'],
    ['bridge/ importing an npm package', 'bridge/x.ts', "import 'ofetch';", 'bridge/ imports nothing outside itself'],
    ['contract/ importing src/', 'contract/x.ts', "import '../src/messages';", 'contract/ is the bottom layer'],
    ['contract/ importing adapters/', 'contract/x.ts', "import '../adapters/types';", 'contract/ is the bottom layer'],
    ['contract/ importing an npm package other than valibot', 'contract/x.ts', "import 'ofetch';", 'contract/ is the bottom layer'],
    ['a contract/ rule the mini-program host shares importing valibot', 'contract/fileNames.ts', "import * as v from 'valibot';\nexport const s = v.string();", 'The contract/ rules the mini-program host shares'],
    ['fixtures/ importing adapters/', 'fixtures/seed/x.ts', "import '../../adapters/types';", 'fixtures/ is seed data'],
    ['rspack.config.ts importing src/', 'rspack.config.ts', "import './src/messages';", 'Nothing outside src/'],
    ['src/ importing the mini-program host', 'src/app/x.ts', "import '../../adapters/qianniu/miniapp/host/platform';", 'The mini-program host runs in the client'],
    // The console-side targets are the files that exist, so these lint as existing files.
    ['the qianniu adapter importing the mini-program host', 'adapters/qianniu/connect.ts', "import './miniapp/host/platform';", 'The mini-program host runs in the client'],
    ['the mock adapter importing the mini-program host', 'adapters/mock/index.ts', "import '../qianniu/miniapp/host/platform';", 'The mini-program host runs in the client'],
    ['the dev API importing the mini-program host', 'adapters/mock/devApi/x.ts', "import '../../qianniu/miniapp/host/platform';", 'The mini-program host runs in the client'],
    ['the mini-program host importing adapters/', 'adapters/qianniu/miniapp/host/x.ts', "import '../../../types';", 'The mini-program host imports only bridge/'],
    ['the mini-program host importing contract/', 'adapters/qianniu/miniapp/host/x.ts', "import '../../../../contract/limits';", 'The mini-program host imports only bridge/'],
  ])('reports %s', async (_name, path, code, fragment) => {
    expect(await lint(path, code)).toContainEqual(zone(fragment));
  });

  it.each([
    ['a feature using its own files, ui/, lib/, api/, adapters/ and contract/', 'src/features/fonts/x.ts', [
      "import './FontTab';",
      "import '../../ui/useLoad';",
      "import '../../lib/hexColor';",
      "import '../../api/shopFonts';",
      "import '../../../adapters/types';",
      "import '../../../contract/limits';",
      "import 'react';",
    ]],
    ['app/ composing features', 'src/app/x.ts', ["import '../features/fonts/FontScreen';", "import '../../adapters/select';"]],
    ['adapters/ using the bridge, contract/ and seed fixtures', 'adapters/mock/x.ts', [
      "import '../../bridge/channel';",
      "import '../../contract/files';",
      "import '../../fixtures/seed';",
    ]],
    ['fixtures/ using contract/', 'fixtures/seed/x.ts', ["import '../../contract/catalogue';"]],
    ['contract/ using itself and valibot', 'contract/x.ts', ["import './limits';", "import * as v from 'valibot';", 'export const s = v.string();']],
    ['the mini-program host using bridge/, itself and the contract/ rules it shares with the console', 'adapters/qianniu/miniapp/host/x.ts', [
      "import './platform';",
      "import '../../../../bridge/createBridgeHost';",
      "import '../../../../contract/fileNames';",
      "import '../../../../contract/marketplaceApis';",
    ]],
    ['the host simulator running the mini-program host', 'adapters/mock/hostSimulator/x.ts', ["import '../../qianniu/miniapp/host/platform';"]],
    ['tests reaching every layer', 'test/unit/x.ts', [
      "import '../../src/messages';",
      "import '../../adapters/mock';",
      "import '../../bridge/channel';",
      "import '../../fixtures/seed';",
    ]],
  ])('allows %s', async (_name, path, lines) => {
    expect(await lint(path, lines.join('\n'))).toEqual([]);
  });
});

describe('bridge/, contract/ and the mini-program host run outside Node (import-x/no-nodejs-modules)', () => {
  it.each(['bridge/x.ts', 'contract/x.ts', 'adapters/qianniu/miniapp/host/x.ts'])('reports a Node builtin in %s', async (path) => {
    expect(await lint(path, "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;")).toContainEqual({
      ruleId: 'import-x/no-nodejs-modules',
      message: expect.stringContaining('node:fs'),
    });
  });
});

describe('imports resolve (import-x/no-unresolved), so no zone is skipped', () => {
  it('reports a relative import of a missing file', async () => {
    expect(await lint('src/lib/x.ts', "import './noSuchModule';")).toContainEqual({
      ruleId: 'import-x/no-unresolved',
      message: expect.stringContaining('./noSuchModule'),
    });
  });
});

describe('import-x/no-cycle', () => {
  // src/api/users.ts imports apiRequest from ./client; the client importing users back closes a cycle.
  it('reports a module importing one that imports it', async () => {
    const findings = await lint('src/api/client.ts', "import { getCurrentUser } from './users';\nexport const probe = getCurrentUser;");
    expect(findings).toContainEqual({ ruleId: 'import-x/no-cycle', message: expect.stringContaining('cycle') });
  });

  it('ignores a type-only import, which the build erases', async () => {
    const findings = await lint('src/api/client.ts', "import type { getCurrentUser } from './users';\nexport type Probe = typeof getCurrentUser;");
    expect(findings).toEqual([]);
  });
});

describe('React hooks rules', () => {
  it('reports a hook called conditionally (rules-of-hooks)', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Probe({ open }: { open: boolean }) {',
      '  if (open) useState(0);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await lint('src/ui/Probe.tsx', code)).toContainEqual({ ruleId: 'react-hooks/rules-of-hooks', message: expect.stringContaining('conditionally') });
  });

  it('reports an effect that misses a dependency (exhaustive-deps)', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Probe({ id }: { id: number }) {',
      '  const [seen, setSeen] = useState(0);',
      '  useEffect(() => setSeen(id), []);',
      '  return seen;',
      '}',
    ].join('\n');
    expect(await lint('src/ui/Probe.tsx', code)).toContainEqual({ ruleId: 'react-hooks/exhaustive-deps', message: expect.stringContaining("'id'") });
  });

  it('checks the deps given to useLoad like an effect\'s', async () => {
    const code = [
      "import { useLoad } from '../../ui/useLoad';",
      'export function useProbe(page: number) {',
      '  return useLoad(() => Promise.resolve(page), []);',
      '}',
    ].join('\n');
    expect(await lint('src/features/fonts/useProbe.ts', code)).toContainEqual({
      ruleId: 'react-hooks/exhaustive-deps',
      message: expect.stringContaining("'page'"),
    });
  });
});
