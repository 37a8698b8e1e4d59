// Dev server and QA builds only (client.ts loads this behind __DEV_TOOLS__, so the production bundle holds
// neither it nor the reply schemas): every reply of an endpoint whose table entry has a reply schema is checked
// against it, and a mismatch is reported once per route and field. Against the dev API this never fires; pointed
// at a real API_BASE, it tells the developer where the real service differs from contract/.
import * as v from 'valibot';
import type { Endpoint } from '../../contract/endpoint';
import { issuePath } from '../../contract/wire';

const reported = new Set<string>();

/** The schema a reply of the endpoint is checked with: its table entry's. */
export function replySchemaOf(endpoint: Endpoint): v.GenericSchema | undefined {
  return endpoint.rules ? endpoint.rules.reply : undefined;
}

/** Checks one reply of the endpoint, called at `path`; returns the warnings it printed (for tests). */
export function checkReply(endpoint: Endpoint, path: string, reply: unknown, warn: (text: string) => void = console.warn): string[] {
  const schema = replySchemaOf(endpoint);
  if (!schema) return [];
  const result = v.safeParse(schema, reply);
  if (result.success) return [];
  const { method } = endpoint;
  const bare = path.split('?')[0]!;
  const printed: string[] = [];
  for (const issue of result.issues) {
    const field = issuePath(issue) || '(the reply)';
    const key = `${method} ${endpoint.path} ${field.replace(/\[\d+\]/g, '[]')}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const text = `[contract] ${method} ${bare}: the reply differs from contract/ at ${field}: ${issue.message}`;
    warn(text);
    printed.push(text);
  }
  return printed;
}
