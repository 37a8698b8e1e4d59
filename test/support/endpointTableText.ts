// The part of ROUTES.md that lists every endpoint (method, path, access, query, body, reply), written from the
// endpoint table (contract/endpoints/), so the reference cannot drift from what the console calls and the dev
// API answers. test/unit/devApi/routesReference.test.ts fails when the file's block differs from this text;
// `WRITE_ROUTES=1 npx vitest run --config test/vitest.config.ts --project unit test/unit/devApi/routesReference.test.ts`
// writes it.
import type * as v from 'valibot';
import { DEV_TOOLS_PATH, servedPath, type Endpoint } from '../../contract/endpoint';
import { ENDPOINT_TABLE } from './endpointList';

export const TABLE_START = '<!-- the endpoint table, written from contract/endpoints/: edit it there -->';
export const TABLE_END = '<!-- end of the endpoint table -->';

type Described = v.GenericSchema & {
  type: string;
  entries?: Record<string, Described>;
  item?: Described;
  wrapped?: Described;
  options?: readonly Described[];
  pipe?: readonly (Described | { kind: string })[];
};

/**
 * An object's fields: those of the last object its pipe reads (a body whose first pass reads one field), or of
 * each object an intersection reads in turn (which record a save is, then its fields).
 */
function fieldsOf(schema: Described): string[] | undefined {
  if (schema.type === 'intersect' && schema.options) return schema.options.flatMap((option) => fieldsOf(option) ?? []);
  const objects = (schema.pipe ?? []).filter((item): item is Described => item.kind === 'schema' && 'entries' in item);
  const entries = objects.at(-1)?.entries ?? schema.entries;
  return entries && Object.keys(entries);
}

/** A schema as ROUTES.md writes a shape: an object's fields, an array's item (a field's own rules are in contract/). */
function shapeOf(schema: Described): string {
  const fields = fieldsOf(schema);
  if (fields) return `{${fields.join(', ')}}`;
  if (schema.type === 'array' && schema.item) return `[${shapeOf(schema.item)}]`;
  if (schema.wrapped) return shapeOf(schema.wrapped);
  return schema.type;
}

const cell = (schema: v.GenericSchema | undefined) => (schema ? `\`${shapeOf(schema as Described)}\`` : '–');

function accessOf(endpoint: Endpoint): string {
  if (!endpoint.rules) throw new Error('the endpoint table is read where __DEV_TOOLS__ is false');
  return endpoint.path.startsWith(DEV_TOOLS_PATH) ? `${endpoint.rules.access}, dev only` : endpoint.rules.access;
}

/** The block, markers included: a heading row, then one row per endpoint in the table's order, by folder. */
export function endpointTableText(): string {
  const lines = [TABLE_START, ''];
  for (const [folder, groups] of Object.entries(ENDPOINT_TABLE)) {
    lines.push(`**${folder}/**`, '', '| Method and path | Access | Query | Body | Reply |', '|---|---|---|---|---|');
    for (const entries of Object.values(groups as Record<string, Record<string, Endpoint>>)) {
      for (const endpoint of Object.values(entries)) {
        const rules = endpoint.rules || undefined;
        lines.push(`| ${endpoint.method} \`${servedPath(endpoint)}\` | ${accessOf(endpoint)} | ${cell(rules?.query)} | ${cell(rules?.body)} | ${cell(rules?.reply)} |`);
      }
    }
    lines.push('');
  }
  lines.push(TABLE_END);
  return lines.join('\n');
}
