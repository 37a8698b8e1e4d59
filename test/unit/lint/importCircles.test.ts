// No module imports itself through others, not even for a type: a circle makes the order in which modules
// are first run depend on which one is asked for first (a value read before its module ran), and it hides
// which of two modules is the lower layer. Static imports and re-exports count; `import()` does not (it runs
// the other module later, once this one is done).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FOLDERS = ['src', 'adapters', 'bridge', 'contract', 'fixtures'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return EXTENSIONS.some((extension) => entry.name.endsWith(extension)) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it (an extension added, or a folder's index). */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The relative modules a file imports or re-exports statically, types included. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [...code.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]/gm), ...code.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []).filter((target) => EXTENSIONS.some((extension) => target.endsWith(extension)));
}

/** Every circle of the import graph, each once, as the files around it from its first found module. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it('reads the imports of every module', () => {
    expect(files.length).toBeGreaterThan(500);
    const designerActions = graph.get(join(ROOT, 'src/features/designer/model/actions.ts'));
    expect(designerActions?.length).toBeGreaterThan(5);
  });

  it('has no circle', () => {
    expect(circles(graph).map((circle) => circle.map((file) => relative(ROOT, file)).join(' → '))).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const made = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(made)).toEqual([['a', 'b', 'c']]);
  });
});
