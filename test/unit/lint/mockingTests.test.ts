// The `unit` project imports the code once per worker (test/vitest.config.ts, `isolate: false`): a module a
// file replaces with `vi.mock` may already be imported there, unreplaced, by a file the worker ran before. A
// file that replaces a module runs in the `unit-mocks` project, whose files each import the code afresh.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS } from '../../vitest.config';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

const replacesAModule = (file: string) => /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(readFileSync(join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, ''));

describe('unit tests that replace a module', () => {
  it('run in the unit-mocks project, and only they', () => {
    const replacing = testFiles(join(ROOT, 'test/unit')).filter(replacesAModule).sort();
    expect(replacing).toEqual([...MOCKING_TESTS].sort());
  });
});
