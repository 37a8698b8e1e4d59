// Dev server and QA builds only (client.ts loads this behind __DEV_TOOLS__, so the production bundle holds
// neither it nor the reply schemas): every reply of a route the contract describes is checked against its
// schema, and a mismatch is reported once per route and field. Against the dev API this never fires; pointed
// at a real API_BASE, it tells the developer where the real service differs from contract/.
import * as v from 'valibot';
import { DesignAssetCollectionSchema, DesignAssetPageSchema } from '../../contract/library';
import { ProductPageSchema, ProductSchema } from '../../contract/products';
import { ShopSchema } from '../../contract/shops';
import { issuePath } from '../../contract/wire';

interface ReplyRule {
  method: string;
  /** The path without the query, as the console calls it. */
  path: RegExp;
  schema: v.GenericSchema;
}

const ID = '[^/]+';

/** The routes whose replies contract/ describes with a schema, from ROUTES.md. */
export const REPLY_RULES: readonly ReplyRule[] = [
  { method: 'GET', path: /^\/api\/shops$/, schema: v.array(ShopSchema) },
  { method: 'POST', path: /^\/api\/shops$/, schema: ShopSchema },
  { method: 'PUT', path: new RegExp(`^/api/shops/${ID}$`), schema: ShopSchema },
  { method: 'PATCH', path: new RegExp(`^/api/shops/${ID}$`), schema: ShopSchema },
  { method: 'GET', path: /^\/api\/products$/, schema: ProductPageSchema },
  { method: 'POST', path: /^\/api\/products$/, schema: ProductSchema },
  { method: 'GET', path: /^\/api\/design_asset_collections$/, schema: v.array(DesignAssetCollectionSchema) },
  { method: 'POST', path: /^\/api\/design_asset_collections$/, schema: DesignAssetCollectionSchema },
  { method: 'PATCH', path: new RegExp(`^/api/design_asset_collections/${ID}$`), schema: DesignAssetCollectionSchema },
  { method: 'GET', path: /^\/api\/design_assets$/, schema: DesignAssetPageSchema },
];

const reported = new Set<string>();

/** Checks one reply; returns the warnings it printed (for tests). */
export function checkReply(method: string, path: string, reply: unknown, warn: (text: string) => void = console.warn): string[] {
  const bare = path.split('?')[0]!;
  const rule = REPLY_RULES.find((candidate) => candidate.method === method && candidate.path.test(bare));
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
