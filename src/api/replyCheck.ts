// Dev server and QA builds only (client.ts loads this behind __DEV_TOOLS__, so the production bundle holds
// neither it nor the reply schemas): every reply of an endpoint whose table entry has a reply schema is checked
// against it, and a mismatch is reported once per route and field. Against the dev API this never fires; pointed
// at a real API_BASE, it tells the developer where the real service differs from contract/.
import * as v from 'valibot';
import { isTypeOnly } from '../../contract/endpoint';
import { listEndpoints } from '../../contract/endpoints';
import { issuePath } from '../../contract/wire';

export interface ReplyRule {
  method: string;
  /** The path without the query, as the console calls it. */
  path: RegExp;
  schema: v.GenericSchema;
}

/** A table path as a pattern: each `:name` segment stands for any one segment. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/** The endpoints whose replies the table describes with a schema (contract/endpoints/). */
export const REPLY_RULES: readonly ReplyRule[] = listEndpoints().flatMap(({ endpoint }) => {
  const schema = endpoint.rules && endpoint.rules.reply;
  return schema && !isTypeOnly(schema) ? [{ method: endpoint.method, path: pathPattern(endpoint.path), schema }] : [];
});

const reported = new Set<string>();

/** The rule a call's reply is checked by, if any (`path` as the console calls it, a query allowed). */
export function replyRuleOf(method: string, path: string): ReplyRule | undefined {
  const bare = path.split('?')[0]!;
  return REPLY_RULES.find((candidate) => candidate.method === method && candidate.path.test(bare));
}

/** Checks one reply; returns the warnings it printed (for tests). */
export function checkReply(method: string, path: string, reply: unknown, warn: (text: string) => void = console.warn): string[] {
  const bare = path.split('?')[0]!;
  const rule = replyRuleOf(method, path);
  if (!rule) return [];
  const result = v.safeParse(rule.schema, reply);
  if (result.success) return [];
  const printed: string[] = [];
  for (const issue of result.issues) {
    const field = issuePath(issue) || '(the reply)';
    const key = `${method} ${rule.path.source} ${field.replace(/\[\d+\]/g, '[]')}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const text = `[contract] ${method} ${bare}: the reply differs from contract/ at ${field}: ${issue.message}`;
    warn(text);
    printed.push(text);
  }
  return printed;
}
