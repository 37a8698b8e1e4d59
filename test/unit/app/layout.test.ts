import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function resolved(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(root, join(root, file, '..', spec));
}

describe('dependencies point src → adapters → bridge (DESIGN.md)', () => {
  it('bridge/ imports nothing from src/, adapters/ or npm', () => {
    for (const file of sourceFiles('bridge')) {
      for (const spec of imports(file)) {
        const target = resolved(file, spec);
        expect(target, `${file} imports ${spec}`).not.toBeNull();
        expect(target!.startsWith('bridge'), `${file} imports ${spec}`).toBe(true);
      }
    }
  });

  it('adapters/ import nothing from src/', () => {
    for (const file of sourceFiles('adapters')) {
      for (const spec of imports(file)) expect(resolved(file, spec)?.startsWith('src') ?? false, `${file} imports ${spec}`).toBe(false);
    }
  });

  it('a feature never reaches into another feature', () => {
    for (const file of sourceFiles('src/features')) {
      const own = file.split('/').slice(0, 3).join('/');
      for (const spec of imports(file)) {
        const target = resolved(file, spec);
        if (target?.startsWith('src/features/')) expect(target.startsWith(own), `${file} imports ${spec}`).toBe(true);
      }
    }
  });

  it('features reach app/ only through ui/, api/ and lib/', () => {
    for (const file of sourceFiles('src/features')) {
      for (const spec of imports(file)) expect(resolved(file, spec)?.startsWith('src/app') ?? false, `${file} imports ${spec}`).toBe(false);
    }
  });
});
