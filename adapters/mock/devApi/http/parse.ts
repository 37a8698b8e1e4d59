// Reading a request with its contract schema (contract/wire.ts): the first rule the value breaks, in the
// order the schema lists them, is the 400 the route answers, with that rule's message.
import * as v from 'valibot';
import { messageOf } from '../../../../contract/wire';
import { badRequest } from './http';

/** `code` is the 400's code when a body's rules have one of their own (INVALID_ORDERING). */
export function parseOr400<const TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, code?: string): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return result.output;
  throw badRequest(messageOf(result.issues[0]), code);
}

/** One field of a body, read with its schema; the message names the field. */
export function parseFieldOr400<const TSchema extends v.GenericSchema>(schema: TSchema, body: Record<string, unknown>, field: string): v.InferOutput<TSchema> {
  return parseOr400(v.object({ [field]: schema }), body)[field] as v.InferOutput<TSchema>;
}
