/**
 * A PSD template import leaves a note of where it stands while it runs: the file, the artboards chosen and
 * the templates created so far, kept in localStorage and marked alive by a Web Lock. A reload or a closed
 * tab mid-import frees the lock and leaves the note, so the template screen can say afterwards which
 * templates were created and which not, and the merchant does not import the created ones twice. A note
 * whose lock is still held belongs to an import running in another tab and is left alone.
 *
 * A template whose create was sent and not answered when the page went may or may not exist: the note keeps
 * how many templates of each chosen name the group had when the import began, so the screen can count
 * them again and say which it was (`pendingOutcome`).
 *
 * A note is the account's that ran the import: another account signed in on the same browser neither sees
 * it nor takes it away (the file name and the template names are the shop's own).
 */
import type { SafeStorage } from '../../lib/safeStorage';

const KEY_PREFIX = 'pcc.psdTemplateImport.';
const LOCK_PREFIX = 'psd-template-import:';

export interface ImportNote {
  id: string;
  /** The account that ran the import. */
  account: string;
  fileName: string;
  /** The chosen artboards' template names as the merchant reads them, in import order. */
  names: string[];
  /** The same as the creates send them: '' where the artboard has no usable name (the service then names it). */
  sent: string[];
  /** How many of them were created (the first ones: the import goes in order). */
  created: number;
  /** The next one's create was sent and not yet answered. */
  sending: boolean;
  /** The group, and how many templates of each chosen name it had when the import began (null: not known). */
  groupId: string;
  baseline: Record<string, number> | null;
}

export interface ImportNoteDeps {
  storage: SafeStorage;
  holdLock: (name: string) => () => void;
  heldLocks: (prefix: string) => Promise<Set<string>>;
  newId: () => string;
  /** The account signed in now. */
  account: () => string;
}

export interface RunningImportNote {
  /** The group counted, after the note began (it begins before the PNGs are made): the baseline the creates are counted against. */
  counted(baseline: Record<string, number> | null): void;
  /** The next template's create is being sent. */
  sending(): void;
  /** One more template was created. */
  created(): void;
  /** The import ended (done, or failed and said so): the note goes. */
  finish(): void;
  /**
   * The import was cut short where nothing could say so (the page is being left, the session ended): the note
   * stays, its lock let go, and the account's next visit of the template screen tells where it stopped.
   */
  leave(): void;
}

export function startImportNote(
  deps: ImportNoteDeps,
  start: { fileName: string; names: readonly string[]; sent: readonly string[]; groupId: string; baseline: Record<string, number> | null },
): RunningImportNote {
  const { fileName, names, sent, groupId, baseline } = start;
  const note: ImportNote = { id: deps.newId(), account: deps.account(), fileName, names: [...names], sent: [...sent], created: 0, sending: false, groupId, baseline };
  const key = KEY_PREFIX + note.id;
  const write = () => deps.storage.setItem(key, JSON.stringify(note));
  const release = deps.holdLock(LOCK_PREFIX + note.id);
  write();
  let finished = false;
  return {
    counted(counts) {
      if (finished) return;
      note.baseline = counts;
      write();
    },
    sending() {
      if (finished) return;
      note.sending = true;
      write();
    },
    created() {
      if (finished) return;
      note.created = Math.min(note.names.length, note.created + 1);
      note.sending = false;
      write();
    },
    finish() {
      if (finished) return;
      finished = true;
      deps.storage.removeItem(key);
      release();
    },
    leave() {
      if (finished) return;
      finished = true;
      release();
    },
  };
}

/**
 * The current account's notes of imports that stopped without finishing (no tab holds their lock), taken
 * out of storage. Another account's are left for it; one that cannot be read, or names no account, is
 * dropped unread: whose it is cannot be told.
 */
export async function takeInterruptedImports(deps: ImportNoteDeps): Promise<ImportNote[]> {
  const keys = deps.storage.keys().filter((key) => key.startsWith(KEY_PREFIX));
  if (keys.length === 0) return [];
  const account = deps.account();
  const alive = await deps.heldLocks(LOCK_PREFIX);
  const interrupted: ImportNote[] = [];
  for (const key of keys) {
    const id = key.slice(KEY_PREFIX.length);
    if (alive.has(id)) continue;
    const note = parseNote(deps.storage.getItem(key));
    if (note && note.account !== account) continue;
    deps.storage.removeItem(key);
    if (note && note.created < note.names.length) interrupted.push(note);
  }
  return interrupted;
}

function parseNote(text: string | null): ImportNote | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { id, account, fileName, names, sent = [], created, sending = false, groupId = '', baseline = null } = value as Record<string, unknown>;
    const strings = (list: unknown): list is string[] => Array.isArray(list) && list.every((name) => typeof name === 'string');
    if (typeof id !== 'string' || typeof account !== 'string' || typeof fileName !== 'string' || !strings(names) || !strings(sent)) return null;
    if (typeof created !== 'number' || !Number.isInteger(created) || created < 0) return null;
    if (typeof sending !== 'boolean' || typeof groupId !== 'string' || !isBaseline(baseline)) return null;
    return { id, account, fileName, names, sent, created: Math.min(created, names.length), sending, groupId, baseline };
  } catch {
    return null;
  }
}

const isBaseline = (value: unknown): value is Record<string, number> | null =>
  value === null || (typeof value === 'object' && Object.values(value as object).every((count) => Number.isInteger(count) && (count as number) >= 0));

/** How many templates there are of each name. */
export function countByName(templates: readonly { name: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { name } of templates) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

export type CreateOutcome = 'created' | 'notCreated' | 'unknown';

/**
 * Whether a create of a template named `name` that got no answer made it, from the group's templates `now`:
 * more of that name than the group had at the start (`baseline`) plus the `earlier` ones this import
 * created. 'unknown' without a baseline or a list, and for a blank name, which the service replaces with one
 * of its own.
 */
export function createOutcome(name: string, earlier: readonly string[], baseline: Record<string, number> | null, now: readonly { name: string }[] | null): CreateOutcome {
  if (!name || !baseline || !now) return 'unknown';
  const earlierOfName = earlier.filter((other) => other === name).length;
  return (countByName(now)[name] ?? 0) > (baseline[name] ?? 0) + earlierOfName ? 'created' : 'notCreated';
}

/** createOutcome for the create a note left on its way ('notCreated' when none was). */
export function pendingOutcome(note: ImportNote, now: readonly { name: string }[] | null): CreateOutcome {
  if (!note.sending || note.created >= note.names.length) return 'notCreated';
  return createOutcome(note.sent[note.created] ?? '', note.sent.slice(0, note.created), note.baseline, now);
}
