import { describe, expect, it } from 'vitest';
import {
  bail,
  canRedo,
  canUndo,
  commit,
  createHistory,
  mark,
  redo,
  replacePresent,
  squash,
  undo,
  type History,
} from '../../../src/features/designer/model/history';

/** A history of numbers 0..n committed one by one. */
function committed(n: number): History<number> {
  let h = createHistory(0);
  for (let i = 1; i <= n; i++) h = commit(h, i);
  return h;
}
const snapshots = (h: History<number>) => [...h.past, h.present, ...h.future];

describe('history: snapshots (spec 2 §4, §9)', () => {
  it('keeps at most 20 snapshots, dropping the oldest', () => {
    const h = committed(25);
    expect(snapshots(h)).toHaveLength(20);
    expect(h.past[0]).toBe(6);
    expect(h.present).toBe(25);
  });

  it('undoes 19 times from a full history, then stops at the first snapshot', () => {
    let h = committed(25);
    for (let i = 0; i < 19; i++) h = undo(h);
    expect(h.present).toBe(6);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
  });

  it('drops the redo branch when a new edit is committed', () => {
    const h = commit(undo(undo(committed(3))), 10);
    expect(snapshots(h)).toEqual([0, 1, 10]);
    expect(canRedo(h)).toBe(false);
  });

  it('redoes what was undone, in order', () => {
    const h = redo(redo(undo(undo(undo(committed(3))))));
    expect(h.present).toBe(2);
    expect(h.future).toEqual([3]);
  });

  const ends: [string, History<number>, boolean, boolean][] = [
    ['a new history can neither undo nor redo', createHistory(0), false, false],
    ['the last snapshot can undo but not redo', committed(2), true, false],
    ['the first snapshot can redo but not undo', undo(undo(committed(2))), false, true],
    ['a middle snapshot can do both', undo(committed(2)), true, true],
  ];
  it.each(ends)('%s', (_label, h, undoable, redoable) => {
    expect(canUndo(h)).toBe(undoable);
    expect(canRedo(h)).toBe(redoable);
  });

  it('does not record committing the present itself', () => {
    const h = undo(committed(2));
    expect(commit(h, h.present)).toBe(h);
  });

  it('replacing the present adds no snapshot and keeps the redo branch', () => {
    const h = replacePresent(undo(committed(2)), 42);
    expect(snapshots(h)).toEqual([0, 42, 2]);
    expect(canRedo(h)).toBe(true);
  });

  it('refuses a limit below one', () => {
    expect(() => createHistory(0, 0)).toThrow(RangeError);
  });
});

describe('history: marks (one interaction = one undo step)', () => {
  it('squashes a drag of 200 moves into one undo step', () => {
    let h = mark(committed(1));
    for (let i = 1; i <= 200; i++) h = replacePresent(h, 1000 + i);
    h = squash(h);
    expect(h.present).toBe(1200);
    expect(h.mark).toBeNull();
    expect(undo(h).present).toBe(1);
    expect(snapshots(h)).toEqual([0, 1, 1200]);
  });

  it('bails back to the state at the mark without a snapshot', () => {
    let h = mark(committed(1));
    h = replacePresent(replacePresent(h, 50), 60);
    h = bail(h);
    expect(snapshots(h)).toEqual([0, 1]);
    expect(h.mark).toBeNull();
  });

  it('keeps the redo branch when an interaction is cancelled', () => {
    const h = bail(replacePresent(mark(undo(committed(2))), 7));
    expect(h.present).toBe(1);
    expect(h.future).toEqual([2]);
  });

  it('makes no snapshot for an interaction that changed nothing', () => {
    const before = committed(1);
    const h = squash(mark(before));
    expect(snapshots(h)).toEqual([0, 1]);
  });

  it('drops the redo branch when a finished interaction changed something', () => {
    const h = squash(replacePresent(mark(undo(committed(2))), 7));
    expect(snapshots(h)).toEqual([0, 1, 7]);
  });

  it('keeps the first mark when marked twice', () => {
    const h = squash(mark(replacePresent(mark(committed(1)), 5)));
    expect(undo(h).present).toBe(1);
  });

  it('undo during an interaction cancels it first, then undoes the last step', () => {
    const h = undo(replacePresent(mark(committed(2)), 99));
    expect(h.present).toBe(1);
    expect(h.mark).toBeNull();
  });

  it('a commit during an interaction keeps the interaction as its own step', () => {
    const h = commit(replacePresent(mark(committed(1)), 5), 6);
    expect(snapshots(h)).toEqual([0, 1, 5, 6]);
    expect(h.mark).toBeNull();
  });

  it('the 20-snapshot cap holds for squashed interactions too', () => {
    let h = committed(19);
    for (let i = 0; i < 5; i++) h = squash(replacePresent(mark(h), 100 + i));
    expect(snapshots(h)).toHaveLength(20);
    expect(h.present).toBe(104);
  });
});
