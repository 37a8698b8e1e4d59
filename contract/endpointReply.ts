// A reply the endpoint table types without a schema yet (contract/endpoint.ts): apart from the table's shape so
// that the production console, which reads only methods and paths, loads no valibot for it.
import * as v from 'valibot';

/** Marks a reply schema that only carries a type: the reply check skips it. */
const TYPE_ONLY = '~typeOnly';

/** A reply contract/ has a TypeScript type for but no schema yet: it types the console's call; the check passes it unread. */
export function replyType<T>(): v.GenericSchema<T> {
  return Object.assign(v.custom<T>(() => true), { [TYPE_ONLY]: true });
}

export const isTypeOnly = (schema: v.GenericSchema): boolean => TYPE_ONLY in schema;
