// An endpoint's path is written once, in the endpoint table (contract/endpoints/): the addresses the dev API hands
// out, the patterns it recognises them by and the texts that name a route are built from the entry.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathOf, routeName } from '../../../contract/endpoint';
import { pathPattern } from '../../../contract/pathPattern';
import { cloudFiles } from '../../../contract/endpoints/files/cloudFiles';
import { files } from '../../../contract/endpoints/files/files';
import { devTools } from '../../../contract/endpoints/devTools/devTools';
import { listEndpoints } from '../../support/endpointList';

const ROOT = new URL('../../../', import.meta.url);

function sources(folder: string): string[] {
  const walk = (url: URL, prefix: string): string[] =>
    readdirSync(url, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return walk(new URL(`${entry.name}/`, url), `${prefix}${entry.name}/`);
      return /\.tsx?$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
    });
  return walk(new URL(`${folder}/`, ROOT), `${folder}/`);
}

/** A module's code without its comments, which may name a route to say what they are about. */
const codeOf = (path: string) =>
  readFileSync(new URL(path, ROOT), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/ .*$/gm, '');

/**
 * What a copy of an endpoint's path would hold: its text after an `/api/` up to the first parameter (the cutout
 * host's path on the host included), as written (`/api/files`) or in a RegExp (`\/api\/files`).
 */
function copiesOfPaths(): string[] {
  const fixed = listEndpoints().flatMap(({ endpoint }) => endpoint.path.split('/:')[0]!.split('/api/').filter((part) => part !== '').map((part) => `/api/${part}`));
  return [...new Set(fixed)].flatMap((part) => [part, part.replaceAll('/', '\\/')]);
}

/** Whether the code holds the copy other than in a module's path (`../api/shops`). */
function holds(code: string, copy: string): boolean {
  for (let at = code.indexOf(copy); at >= 0; at = code.indexOf(copy, at + 1)) if (code[at - 1] !== '.') return true;
  return false;
}

describe('the endpoint table\'s paths', () => {
  it('are written nowhere else in the console, the adapters and the bridge', () => {
    const copies = copiesOfPaths();
    const found = ['src', 'adapters', 'bridge'].flatMap(sources).flatMap((path) => {
      const code = codeOf(path);
      return copies.filter((copy) => holds(code, copy)).map((copy) => `${path}: ${copy}`);
    });
    expect(found).toEqual([]);
  });

  it('build the patterns that read an address back, parameters as groups', () => {
    expect(pathPattern(files.content).exec('/api/files/a%2Fb/content')?.[1]).toBe('a%2Fb');
    expect(pathPattern(files.content).test('/api/files/a/b/content')).toBe(false);
    expect(pathPattern(files.content).test('/base/api/files/7/content')).toBe(false);
    expect(pathPattern(files.content, { suffix: true }).exec('/base/api/files/7/content')?.[1]).toBe('7');
    expect(pathPattern(files.content, { query: true }).exec('/api/files/7/content?owner=demo&sig=ab')?.slice(1)).toEqual(['7', '?owner=demo&sig=ab']);
    expect(pathPattern(cloudFiles.get, { param: '[A-Za-z0-9_-]+' }).test('/api/__dev/cloud_files/a.b')).toBe(false);
    expect(pathPattern(cloudFiles.get).test(pathOf(cloudFiles.get, { taobaoFileId: 'x_1' }))).toBe(true);
  });

  it('name a route in a text', () => {
    expect(routeName(devTools.clearFaults)).toBe('DELETE /api/__dev/faults');
  });
});
