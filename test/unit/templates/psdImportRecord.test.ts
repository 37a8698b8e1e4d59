import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../../src/lib/safeStorage';
import { startImportNote, takeInterruptedImports, type ImportNoteDeps } from '../../../src/features/templates/psdImportRecord';

/** Storage and Web Locks shared by "tabs": a reload is a tab whose locks are gone. */
function browser() {
  const items = new Map<string, string>();
  const storage: SafeStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
  const held = new Set<string>();
  let next = 0;
  const deps: ImportNoteDeps = {
    storage,
    holdLock: (name) => {
      held.add(name);
      return () => held.delete(name);
    },
    heldLocks: async (prefix) => new Set([...held].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))),
    newId: () => `id${++next}`,
  };
  return { deps, items, held, reload: () => held.clear() };
}

describe('the note a PSD template import leaves while it runs', () => {
  it('after a reload mid-import, says which templates were created and which not, once', async () => {
    const b = browser();
    const note = startImportNote(b.deps, 'poster.psd', ['画板 A', '画板 B', '画板 C']);
    note.created();
    b.reload();
    const [interrupted, ...others] = await takeInterruptedImports(b.deps);
    expect(others).toEqual([]);
    expect(interrupted).toMatchObject({ fileName: 'poster.psd', names: ['画板 A', '画板 B', '画板 C'], created: 1 });
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
  });

  it('leaves alone an import still running in another tab', async () => {
    const b = browser();
    startImportNote(b.deps, 'poster.psd', ['画板 A', '画板 B']).created();
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    expect(b.items.size).toBe(1);
  });

  it('leaves nothing behind when the import finishes, or fails and said so', async () => {
    const b = browser();
    const done = startImportNote(b.deps, 'a.psd', ['A']);
    done.created();
    done.finish();
    const failed = startImportNote(b.deps, 'b.psd', ['A', 'B']);
    failed.finish();
    expect(b.items.size).toBe(0);
    expect(b.held.size).toBe(0);
    b.reload();
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
  });

  it('drops a note that is not one of ours, and one whose every template was created', async () => {
    const b = browser();
    b.items.set('pcc.psdTemplateImport.x', '{"id":"x","fileName":1}');
    b.items.set('pcc.psdTemplateImport.y', 'not json');
    const all = startImportNote(b.deps, 'c.psd', ['A']);
    all.created();
    all.created();
    b.reload();
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    expect(b.items.size).toBe(0);
  });
});
