/**
 * The pieces the resources' wire schemas are built of (valibot). Each rule carries the message the dev API
 * answers when a body or a query breaks it, so the rule and its text are written once; the dev API reads a
 * request with `v.safeParse(schema, value, { abortEarly: true })` and answers the first issue's message,
 * rules being checked in the order the schema lists them.
 */
import * as v from 'valibot';
import { nameProblem, type NameLimit } from './names';
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from './nameTexts';

/** Where an issue is, as the dev API's messages name a field: `orderItems[0].quantity`. */
export function issuePath(issue: { readonly path?: ReadonlyArray<{ readonly key: unknown }> | undefined }): string {
  let path = '';
  for (const { key } of issue.path ?? []) {
    path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

/**
 * A message that names where the rule broke: `at('必须是 id')` reads `orderItems[0].originalId 必须是 id`.
 * Valibot makes a message before the object or array around the value adds its key to the issue's path, so
 * the path is a placeholder that messageOf fills in.
 */
export const at = (text: string): string => `{path} ${text}`;

/** An issue's message, with the place at() left in it filled in. */
export function messageOf(issue: { readonly message: string; readonly path?: ReadonlyArray<{ readonly key: unknown }> | undefined }): string {
  return issue.message.replace('{path}', issuePath(issue));
}

/**
 * A field whose own rule answers when it is left out (a missing name is 必须填写店铺名称, not valibot's
 * missing-key issue): its schema reads null in its place.
 */
export const field = <const TSchema extends v.GenericSchema<unknown>>(schema: TSchema) => v.optional(schema, null);

/** 3 and "3" alike (a Java-style backend binds either); digits only, since Number() would read "0x3", "0b1" and "3e0" as 3. */
export const readDigits = (value: unknown): unknown => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

/** readDigits in a schema. */
export const digitsAsNumber = v.transform(readDigits);

/** A text read leniently: anything but a string is empty, so the rule for an empty text answers for it. */
export const lenientText = v.pipe(
  v.unknown(),
  v.transform((value): string => (typeof value === 'string' ? value : '')),
);

/**
 * A name under the names rule (contract/names.ts) and `limit`, trimmed; anything but a string is no name.
 * `required` is the spec's text for the field (请填写品牌, 必须填写店铺名称, …); the bound says `limit.tooLong`.
 * `say` words each message: `at` for a name inside a list (`layers[1].name 名称不能包含不可见字符`).
 */
export function nameSchema(limit: NameLimit, required: string, say: (text: string) => string = (text) => text) {
  const problemIsNot = (problem: ReturnType<typeof nameProblem>, message: string) =>
    v.check((name: string) => nameProblem(name, limit) !== problem, say(message));
  return v.pipe(
    lenientText,
    problemIsNot('required', required),
    problemIsNot('directionControl', NAME_DIRECTION_CONTROL),
    problemIsNot('invisibleCharacter', NAME_INVISIBLE_CHARACTER),
    problemIsNot('tooLong', limit.tooLong),
    v.trim(),
  );
}

/** A text with more than spaces in it, kept as sent (a file name, an address, a token). */
export const nonBlankText = v.pipe(
  field(v.unknown()),
  v.custom<string>((value) => typeof value === 'string' && value.trim() !== '', at('必须是非空字符串')),
);

/**
 * An id in a body: ids are strings on the wire, but a Java-style backend binds 12 and "12" alike. A number
 * is an id only as a non-negative safe integer: -1.5 or 1e300 names nothing.
 */
export function bodyIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** An id in a body (bodyIdOf), read as its string. */
export const bodyId = v.pipe(
  v.unknown(),
  v.transform(bodyIdOf),
  v.custom<string>((id) => id !== undefined, at('必须是 id')),
);

/** An id a body may leave out (undefined) or clear (null). */
export const optionalBodyId = v.optional(v.nullable(bodyId));

/** An id a body must give. */
export const requiredBodyId = v.pipe(
  field(v.unknown()),
  v.check((value) => value !== null, at('必填')),
  bodyId,
);

/**
 * The `next` of an ordering body (spec 1 §3): the id of the item to go before, or null for the end. It must be
 * given, so that a client that forgot it hears so rather than seeing its item moved to the end; 12 and "12" alike.
 */
const LEFT_OUT = Symbol('left out');
export const orderingNext = v.pipe(
  // An optional key is not read at all when left out unless it has a default: this one says it was.
  v.optional(v.unknown(), LEFT_OUT),
  v.check((next) => next !== LEFT_OUT, 'next 必填（排到最后时传 null）'),
  v.check((next) => next === null || bodyIdOf(next) !== undefined, 'next 必须是条目 id 或 null'),
  v.transform((next): string | null => (next === null ? null : bodyIdOf(next)!)),
);

/** An integer from min to max, both included; nothing that only reads as one ("3", 3.5). */
export const integerIn = (min: number, max: number, message: string) =>
  v.custom<number>((value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max, message);

/** A switch in a body: true or false, nothing that only reads as one ("true", 1). */
export const booleanField = v.boolean(at('必须是布尔值'));

/** A switch a body may leave out (undefined). */
export const optionalBoolean = v.optional(booleanField);

/** An id as the admin API sends one: a string of digits, or (from another system) a non-negative integer. */
export function wireIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d{1,30}$/.test(value)) return value;
  return undefined;
}

/**
 * An id as the admin API sends one (wireIdOf), read as its string: for what is read through the schema and
 * used as its output (a body, the embedded page's message). Reply schemas write ids as v.string() instead:
 * replyCheck.ts only checks a reply and the console uses it as it came, so an id sent as a number is a
 * difference to report, not one to read past.
 */
export const wireId = (message: string) =>
  v.pipe(
    v.unknown(),
    v.transform(wireIdOf),
    v.custom<string>((id) => id !== undefined, message),
  );

/** The first value of each query parameter, as `URLSearchParams.get` reads it, for a query schema. */
export function queryObject(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  return query;
}

/** A positive integer in a query, digits only (Number() would read "0x2" and "1e1"); `fallback` when absent or blank. */
export const positiveIntegerQuery = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((raw) => (raw.trim() === '' ? String(fallback) : raw)),
      v.regex(/^\s*\d+\s*$/, `${name} 必须是正整数`),
      v.transform(Number),
      // Safe integers only: 1e20 is an integer, but not one arithmetic on it can be trusted with.
      v.check((value: number) => Number.isSafeInteger(value), `${name} 必须是整数`),
      v.minValue(1, `${name} 必须是正整数`),
    ),
    String(fallback),
  );

/** A page size from the list a table offers. */
export const pageSizeQuery = (sizes: readonly number[], fallback: number) =>
  v.pipe(
    positiveIntegerQuery('pageSize', fallback),
    v.check((size: number) => sizes.includes(size), `pageSize 必须是 ${sizes.join('、')} 之一`),
  );

/** A ms timestamp in a query; undefined when absent or blank. */
export const timestampQuery = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((raw) => raw.trim() === '' || /^\s*\d+\s*$/.test(raw), `${name} 必须是毫秒时间戳`),
      v.transform((raw) => (raw.trim() === '' ? undefined : Number(raw))),
      v.check((time) => time === undefined || Number.isSafeInteger(time), `${name} 必须是整数`),
    ),
  );

/** A text search in a query, trimmed; undefined when absent or blank. */
export const searchQuery = (name: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `${name} 最多 ${max} 个字符`),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

/** An id to filter by in a query, trimmed; undefined when absent or blank. */
export const idQuery = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);

/** A query parameter that must be there and not blank, trimmed: `${name} 必填` otherwise. */
export const requiredQuery = (name: string) => v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(`${name} 必填`));

/** An id a query must name (wireIdOf): `${name} 必填` when absent or blank, `${name} 必须是 id` when not an id. */
export const requiredIdQuery = (name: string) => v.pipe(requiredQuery(name), v.check((raw) => wireIdOf(raw) !== undefined, `${name} 必须是 id`));

/**
 * A comma-separated list of ids, as the console joins them: `${name} 必填` when absent; blank asks for none.
 * Read as the text the console sends (its output is what `call` passes); the route splits it.
 */
export const idListQuery = (name: string) => v.pipe(field(v.nullable(v.string())), v.custom<string>((raw) => raw !== null, `${name} 必填`));

/** Start and end of a date range, both included; a range that ends before it starts is refused. */
export const rangeCheck = <TQuery extends { createdAtStart?: number | undefined; createdAtEnd?: number | undefined }>() =>
  v.check(
    (query: TQuery) => query.createdAtStart === undefined || query.createdAtEnd === undefined || query.createdAtEnd >= query.createdAtStart,
    'createdAtEnd 不能早于 createdAtStart',
  );
