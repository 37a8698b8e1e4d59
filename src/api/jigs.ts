/**
 * Printers' jigs and film sheets (contract/jigs.ts): an extension of the admin API (ROUTES.md "Print jigs").
 * A service that does not serve it yet answers 404 UNKNOWN_ROUTE; the jigs are then kept in this browser for
 * the signed-in account (lib/browserRecords.ts), under the same rules (the contract's schema, a save made
 * from a jig changed since refused with JIG_CONFLICT), and each call says where they are (`keptIn`), so the
 * screen can tell the merchant and offer export and import. Nothing a merchant set is lost either way.
 */
import * as v from 'valibot';
import { UNKNOWN_ROUTE } from '../../contract/apiErrors';
import { JIG_CONFLICT, JigBodySchema, JigSchema } from '../../contract/jigs';
import type { Jig, JigFields } from '../../contract/jigTypes';
import { messageOf } from '../../contract/wire';
import { browserRecords } from '../lib/browserRecords';
import { uuidV4 } from '../lib/uuid';
import { jigs as endpoints } from '../../contract/endpoints/jigs/jigs';
import { ApiError, call, deleteRecord, type ApiOptions, type QuietOptions } from './client';
import { session } from './session';


/** Where the jigs are kept: by the admin API, or (it does not serve them) in this browser. */
export type JigsKeptIn = 'service' | 'browser';

export interface JigList {
  jigs: Jig[];
  keptIn: JigsKeptIn;
}

export interface JigSaved {
  jig: Jig;
  keptIn: JigsKeptIn;
}

/** The message a stale save in this browser is refused with: the service's words (ROUTES.md "Print jigs"). */
export const JIG_CONFLICT_TEXT = '该治具已在其他页面修改过，当前内容不是最新版本';

const unknownRoute = (status: number | undefined, code: string | undefined) => status === 404 && code === UNKNOWN_ROUTE;
const isUnknownRoute = (error: unknown) => error instanceof ApiError && unknownRoute(error.status, error.code);
/** The caller's own rule for which failures it answers (a save's 409) beside the route's absence. */
const handledWith = (caller: ApiOptions['callerHandles']): NonNullable<ApiOptions['callerHandles']> => (status, code) =>
  unknownRoute(status, code) || Boolean(caller?.(status, code));

/** The signed-in account's jigs in this browser; rejects when no account is known (nobody's to keep). */
const keptHere = () => browserRecords('printJigs', session.username ?? '', (value): value is Jig => v.is(JigSchema, value));

/** A refusal in this browser, as the service would answer it (a 400 with the rule's text, a 409, a 404). */
const refusal = (status: number, code: string, message: string) => new ApiError(message, endpoints.list.path, status, code);

/** The fields under the contract's rules, as the dev API reads them: the first rule broken refuses. */
function checkedFields(fields: JigFields): JigFields {
  const result = v.safeParse(JigBodySchema, fields, { abortEarly: true });
  if (!result.success) throw refusal(400, 'BAD_REQUEST', messageOf(result.issues[0]));
  return result.output;
}

/** The next `updatedAt` of a jig: now, and always later than the last (two saves in one millisecond differ). */
const nextUpdatedAt = (last = 0) => Math.max(Date.now(), last + 1);

/** The order a list shows: the order they were made, as the service lists them (browser records come by id). */
const byMaking = (jigs: Iterable<Jig>) => [...jigs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export async function listJigs(options: QuietOptions = {}): Promise<JigList> {
  try {
    return { jigs: await call(endpoints.list, { ...options, callerHandles: unknownRoute }), keptIn: 'service' };
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
    return { jigs: byMaking((await keptHere().read()).values()), keptIn: 'browser' };
  }
}

/** A jig kept in this browser gets an id that sorts after every one before it: the time, then a random tail. */
const browserId = () => `b${Date.now().toString(36).padStart(9, '0')}-${uuidV4().slice(0, 8)}`;

export async function createJig(fields: JigFields): Promise<JigSaved> {
  try {
    return { jig: await call(endpoints.create, { body: fields, callerHandles: unknownRoute }), keptIn: 'service' };
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
    const jig: Jig = { ...checkedFields(fields), id: browserId(), updatedAt: nextUpdatedAt() };
    await keptHere().write(new Map([[jig.id, jig]]));
    return { jig, keptIn: 'browser' };
  }
}

/** Adds several jigs to this browser's at once (an import), each with a new id; all or none. */
export async function addJigsHere(fields: readonly JigFields[]): Promise<Jig[]> {
  const jigs = fields.map((one) => ({ ...checkedFields(one), id: browserId(), updatedAt: nextUpdatedAt() }));
  // Ids made in one millisecond still sort in the file's order.
  const ordered = jigs.map((jig, index) => ({ ...jig, id: `${jig.id.slice(0, 10)}${String(index).padStart(4, '0')}${jig.id.slice(10)}` }));
  await keptHere().write(new Map(ordered.map((jig) => [jig.id, jig])));
  return ordered;
}

/**
 * Saves the jig whole, made from the one whose `updatedAt` was `baseUpdatedAt` (null: overwrite on purpose).
 * One changed since in another tab is refused with 409 JIG_CONFLICT, by the service or by this browser alike;
 * `options.callerHandles` takes it from the client's error modal (ui/saveConflict).
 */
export async function updateJig(id: string, fields: JigFields, baseUpdatedAt: number | null, options: Pick<ApiOptions, 'callerHandles'> = {}): Promise<JigSaved> {
  const body = baseUpdatedAt === null ? fields : { ...fields, baseUpdatedAt };
  try {
    return { jig: await call(endpoints.replace, { params: { id }, body, callerHandles: handledWith(options.callerHandles) }), keptIn: 'service' };
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
  }
  const checked = checkedFields(fields);
  let saved: Jig | undefined;
  await keptHere().change((records) => {
    const stored = records.get(id);
    if (!stored) throw refusal(404, 'RECORD_NOT_FOUND', `治具不存在: ${id}`);
    if (baseUpdatedAt !== null && baseUpdatedAt !== stored.updatedAt) throw refusal(409, JIG_CONFLICT, JIG_CONFLICT_TEXT);
    saved = { ...checked, id, updatedAt: nextUpdatedAt(stored.updatedAt) };
    return new Map([[id, saved]]);
  });
  return { jig: saved!, keptIn: 'browser' };
}

/** Deletes the jig; one already gone (deleted in another tab) counts as deleted. */
export async function deleteJig(id: string): Promise<JigsKeptIn> {
  try {
    await deleteRecord(endpoints.remove, { id }, { callerHandles: unknownRoute });
    return 'service';
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
    await keptHere().write(new Map([[id, null]]));
    return 'browser';
  }
}
