/**
 * The jigs kept in this browser as a JSON file (spec §1: export and import, nothing a merchant set lost): 导出
 * writes the account's jigs; 导入 reads such a file, bounded in size before it is read, each jig under the same
 * rules as a save (contract/jigs.ts JigBodySchema), all or nothing. Imported jigs are always added as new ones:
 * none replaces a jig kept here, and one named as a kept one is added with （导入） after its name.
 */
import * as v from 'valibot';
import { JigBodySchema } from '../../../contract/jigs';
import type { Jig, JigFields } from '../../../contract/jigTypes';
import { JIG_NAME_LIMIT } from '../../../contract/names';
import { messageOf } from '../../../contract/wire';
import { MSG } from './messages';

const FORMAT = 'pcc-print-jigs';
const VERSION = 1;
/** A file of 200 jigs of 500 traced slots is under this; anything larger is no export of ours. */
export const JIG_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const JIG_IMPORT_MAX_JIGS = 200;

/** What 导出 writes: the jigs whole (ids and times too, for whoever reads the file), in a marked envelope. */
export function jigsFile(jigs: readonly Jig[]): Blob {
  return new Blob([JSON.stringify({ format: FORMAT, version: VERSION, jigs }, null, 2)], { type: 'application/json' });
}

/** 打印治具_demo_20261128.json */
export function jigsFileName(account: string, now: Date): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `打印治具_${account}_${day}.json`;
}

export type JigsFileRead = { ok: true; jigs: JigFields[] } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The jigs of a file 导出 wrote (or a bare list of jigs), each checked; the first refusal refuses the file. */
export async function readJigsFile(file: Blob): Promise<JigsFileRead> {
  if (file.size > JIG_IMPORT_MAX_BYTES) return { ok: false, reason: MSG.jigs.importTooLarge(JIG_IMPORT_MAX_BYTES / 1024 / 1024) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return { ok: false, reason: MSG.jigs.importNotJson };
  }
  const list = Array.isArray(parsed) ? parsed : isRecord(parsed) && parsed.format === FORMAT ? parsed.jigs : undefined;
  if (!Array.isArray(list)) return { ok: false, reason: MSG.jigs.importNotJson };
  if (list.length === 0) return { ok: false, reason: MSG.jigs.importNoJigs };
  if (list.length > JIG_IMPORT_MAX_JIGS) return { ok: false, reason: MSG.jigs.importTooMany(JIG_IMPORT_MAX_JIGS) };
  const jigs: JigFields[] = [];
  for (const [index, entry] of list.entries()) {
    const result = v.safeParse(JigBodySchema, entry, { abortEarly: true });
    if (!result.success) return { ok: false, reason: MSG.jigs.importJig(index + 1, messageOf(result.issues[0])) };
    jigs.push(result.output);
  }
  return { ok: true, jigs };
}

/** （导入） after a name a kept jig (or an earlier one of the file) has, the name cut to leave it room. */
export function importedNames(jigs: readonly JigFields[], kept: readonly Pick<Jig, 'name'>[]): { jigs: JigFields[]; renamed: number } {
  const taken = new Set(kept.map((jig) => jig.name));
  let renamed = 0;
  const named = jigs.map((jig) => {
    if (!taken.has(jig.name)) {
      taken.add(jig.name);
      return jig;
    }
    renamed++;
    const suffix = MSG.jigs.importedSuffix;
    const room = JIG_NAME_LIMIT.max - Array.from(suffix).length;
    let name = `${Array.from(jig.name).slice(0, room).join('')}${suffix}`;
    for (let n = 2; taken.has(name); n++) name = `${Array.from(jig.name).slice(0, room - String(n).length).join('')}${suffix}${n}`;
    taken.add(name);
    return { ...jig, name };
  });
  return { jigs: named, renamed };
}
