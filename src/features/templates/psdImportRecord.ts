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
 */
import type { SafeStorage } from '../../lib/safeStorage';

const KEY_PREFIX = 'pcc.psdTemplateImport.';
const LOCK_PREFIX = 'psd-template-import:';

export interface ImportNote {
  id: string;
  fileName: string;
  /** The chosen artboards' template names, in import order. */
  names: string[];
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
}

export interface RunningImportNote {
  /** The next template's create is being sent. */
  sending(): void;
  /** One more template was created. */
  created(): void;
  /** The import ended (done, or failed and said so): the note goes. */
  finish(): void;
}

export function startImportNote(
  deps: ImportNoteDeps,
  { fileName, names, groupId, baseline }: { fileName: string; names: readonly string[]; groupId: string; baseline: Record<string, number> | null },
): RunningImportNote {
  const note: ImportNote = { id: deps.newId(), fileName, names: [...names], created: 0, sending: false, groupId, baseline };
  const key = KEY_PREFIX + note.id;
  const write = () => deps.storage.setItem(key, JSON.stringify(note));
  const release = deps.holdLock(LOCK_PREFIX + note.id);
  write();
  let finished = false;
  return {
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
  };
}

/** The notes of imports that stopped without finishing (no tab holds their lock), taken out of storage. */
export async function takeInterruptedImports(deps: ImportNoteDeps): Promise<ImportNote[]> {
  const keys = deps.storage.keys().filter((key) => key.startsWith(KEY_PREFIX));
  if (keys.length === 0) return [];
  const alive = await deps.heldLocks(LOCK_PREFIX);
  const interrupted: ImportNote[] = [];
  for (const key of keys) {
    const id = key.slice(KEY_PREFIX.length);
    if (alive.has(id)) continue;
    const note = parseNote(deps.storage.getItem(key));
    deps.storage.removeItem(key);
    if (note && note.created < note.names.length) interrupted.push(note);
  }
  return interrupted;
}

function parseNote(text: string | null): ImportNote | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { id, fileName, names, created, sending = false, groupId = '', baseline = null } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof fileName !== 'string' || !Array.isArray(names) || !names.every((name) => typeof name === 'string')) return null;
    if (typeof created !== 'number' || !Number.isInteger(created) || created < 0) return null;
    if (typeof sending !== 'boolean' || typeof groupId !== 'string' || !isBaseline(baseline)) return null;
    return { id, fileName, names: names as string[], created: Math.min(created, names.length), sending, groupId, baseline };
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

/**
 * Whether the template whose create was unanswered exists, from the group's templates now: more of its name
 * than the group had at the start plus those this import created of that name. 'unknown' without a baseline.
 */
export function pendingOutcome(note: ImportNote, now: readonly { name: string }[] | null): 'created' | 'notCreated' | 'unknown' {
  if (!note.sending || note.created >= note.names.length) return 'notCreated';
  if (!note.baseline || !now) return 'unknown';
  const name = note.names[note.created]!;
  const createdOfName = note.names.slice(0, note.created).filter((other) => other === name).length;
  return (countByName(now)[name] ?? 0) > (note.baseline[name] ?? 0) + createdOfName ? 'created' : 'notCreated';
}
