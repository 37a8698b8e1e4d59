import { describe, expect, it } from 'vitest';
import type { SafeStorage } from '../../../src/lib/safeStorage';
import { createOutcome, pendingOutcome, startImportNote, takeInterruptedImports, type ImportNoteDeps } from '../../../src/features/templates/psdImportRecord';

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
    account: () => signedIn,
  };
  let signedIn = 'demo';
  return { deps, items, held, reload: () => held.clear(), signIn: (account: string) => (signedIn = account) };
}

describe('the note a PSD template import leaves while it runs', () => {
  it('after a reload mid-import, says which templates were created and which not, once', async () => {
    const b = browser();
    const note = startImportNote(b.deps, { fileName: 'poster.psd', names: ['画板 A', '画板 B', '画板 C'], sent: ['画板 A', '画板 B', '画板 C'], groupId: 'g1', baseline: null });
    note.created();
    b.reload();
    const [interrupted, ...others] = await takeInterruptedImports(b.deps);
    expect(others).toEqual([]);
    expect(interrupted).toMatchObject({ fileName: 'poster.psd', names: ['画板 A', '画板 B', '画板 C'], created: 1 });
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
  });

  it('is the account’s that ran the import: another one signed in on the browser neither sees it nor takes it away', async () => {
    const b = browser();
    startImportNote(b.deps, { fileName: 'poster.psd', names: ['画板 A', '画板 B'], sent: ['画板 A', '画板 B'], groupId: 'g1', baseline: null }).created();
    b.reload();
    b.signIn('newshop');
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    b.signIn('demo');
    const [interrupted] = await takeInterruptedImports(b.deps);
    expect(interrupted).toMatchObject({ account: 'demo', fileName: 'poster.psd', created: 1 });
  });

  it('drops unread a note that names no account', async () => {
    const b = browser();
    b.items.set('pcc.psdTemplateImport.old', JSON.stringify({ id: 'old', fileName: 'a.psd', names: ['A', 'B'], sent: ['A', 'B'], created: 1 }));
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    expect(b.items.has('pcc.psdTemplateImport.old')).toBe(false);
  });

  it('left (the page going, the session ended) keeps the note, its lock let go, for the account’s next visit in this very page', async () => {
    const b = browser();
    const note = startImportNote(b.deps, { fileName: 'poster.psd', names: ['画板 A', '画板 B'], sent: ['画板 A', '画板 B'], groupId: 'g1', baseline: null });
    note.created();
    note.leave();
    // Nothing more is written once it is left: a late step of the cut import does not move it on.
    note.created();
    b.signIn('newshop');
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    b.signIn('demo');
    const [interrupted] = await takeInterruptedImports(b.deps);
    expect(interrupted).toMatchObject({ account: 'demo', fileName: 'poster.psd', created: 1 });
  });

  it('leaves alone an import still running in another tab', async () => {
    const b = browser();
    startImportNote(b.deps, { fileName: 'poster.psd', names: ['画板 A', '画板 B'], sent: ['画板 A', '画板 B'], groupId: 'g1', baseline: null }).created();
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    expect(b.items.size).toBe(1);
  });

  it('leaves nothing behind when the import finishes, or fails and said so', async () => {
    const b = browser();
    const done = startImportNote(b.deps, { fileName: 'a.psd', names: ['A'], sent: ['A'], groupId: 'g1', baseline: null });
    done.created();
    done.finish();
    const failed = startImportNote(b.deps, { fileName: 'b.psd', names: ['A', 'B'], sent: ['A', 'B'], groupId: 'g1', baseline: null });
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
    const all = startImportNote(b.deps, { fileName: 'c.psd', names: ['A'], sent: ['A'], groupId: 'g1', baseline: null });
    all.created();
    all.created();
    b.reload();
    expect(await takeInterruptedImports(b.deps)).toEqual([]);
    expect(b.items.size).toBe(0);
  });

  it('tells whether a create that was on its way when the page went landed, by counting the group again', async () => {
    const b = browser();
    // The group had one 画板 A already, counted once the note began (at 导入, before the PNGs are made); the
    // import makes 画板 A and 画板 B, and reloads while B is sent.
    const note = startImportNote(b.deps, { fileName: 'p.psd', names: ['画板 A', '画板 B'], sent: ['画板 A', '画板 B'], groupId: 'g1', baseline: null });
    note.counted({ '画板 A': 1 });
    note.sending();
    note.created();
    note.sending();
    b.reload();
    const [interrupted] = await takeInterruptedImports(b.deps);
    expect(interrupted).toMatchObject({ created: 1, sending: true, groupId: 'g1' });
    const names = (...list: string[]) => list.map((name) => ({ name }));
    expect(pendingOutcome(interrupted!, names('画板 A', '画板 A', '画板 B'))).toBe('created');
    expect(pendingOutcome(interrupted!, names('画板 A', '画板 A'))).toBe('notCreated');
    expect(pendingOutcome(interrupted!, null)).toBe('unknown');
    expect(pendingOutcome({ ...interrupted!, baseline: null }, names('画板 B'))).toBe('unknown');
  });

  it('counts a name the import itself creates twice: the second of them is created only when a third copy is there', async () => {
    const b = browser();
    const note = startImportNote(b.deps, { fileName: 'p.psd', names: ['同名', '同名'], sent: ['同名', '同名'], groupId: 'g1', baseline: {} });
    note.sending();
    note.created();
    note.sending();
    b.reload();
    const [interrupted] = await takeInterruptedImports(b.deps);
    expect(pendingOutcome(interrupted!, [{ name: '同名' }])).toBe('notCreated');
    expect(pendingOutcome(interrupted!, [{ name: '同名' }, { name: '同名' }])).toBe('created');
  });

  it('reads a note written before creates on their way were kept, as nothing on its way', async () => {
    const b = browser();
    b.items.set('pcc.psdTemplateImport.old', JSON.stringify({ id: 'old', account: 'demo', fileName: 'o.psd', names: ['A', 'B'], created: 1 }));
    const [interrupted] = await takeInterruptedImports(b.deps);
    expect(interrupted).toMatchObject({ created: 1, sending: false });
    expect(pendingOutcome(interrupted!, null)).toBe('notCreated');
  });

  it('cannot tell for a blank name, which the service replaces with one of its own', () => {
    expect(createOutcome('', [], {}, [{ name: '模板 5' }])).toBe('unknown');
    expect(createOutcome('画板', [], {}, [{ name: '画板' }])).toBe('created');
    expect(createOutcome('画板', [], { 画板: 1 }, [{ name: '画板' }])).toBe('notCreated');
  });
});
