// ROUTES.md is written by hand; this keeps it the router's: the "Accounts" table lists every route the
// dev API registers (method, path, access) and nothing else, and a section's row whose first cell is a
// method and a path names a real route (rows like "GET, POST …" or "GET …/preview.png" are prose, unchecked).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Router } from '../../../adapters/mock/devApi/http/router';
import { ROUTE_MODULES } from '../../../adapters/mock/devApi/routes';

const reference = readFileSync(new URL('../../../adapters/mock/devApi/ROUTES.md', import.meta.url), 'utf8');

function registered(): Array<{ method: string; pattern: string; access: string }> {
  const router = new Router();
  for (const addRoutes of ROUTE_MODULES) addRoutes(router);
  return router.list();
}

/** Table rows that start with a method and a back-quoted path, as `| GET \`/api/x\` | access | …`, per section. */
function rows(): Array<{ section: string; method: string; path: string; access: string }> {
  let section = '';
  const found: Array<{ section: string; method: string; path: string; access: string }> = [];
  for (const line of reference.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    const row = /^\| (GET|POST|PUT|PATCH|DELETE) `([^`]+)` \| ([^|]+) \|/.exec(line);
    if (row) found.push({ section, method: row[1]!, path: row[2]!, access: row[3]!.trim() });
  }
  return found;
}

/** A path as a route names it anywhere: no query, every parameter alike (`:skuId` and `:modelId-:colorId`). */
const shape = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.split('/').map((segment) => (segment.includes(':') ? ':' : segment)).join('/')}`;

describe('ROUTES.md against the router', () => {
  it('lists every registered route once in "Accounts", with its access, and no other', () => {
    const listed = rows()
      .filter((row) => row.section.startsWith('Accounts'))
      .map((row) => `${row.method} ${row.path} ${row.access}`);
    const routes = registered().map((route) => `${route.method} ${route.pattern} ${route.access}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...routes].sort());
  });

  it('names in the sections\' tables only routes the router has', () => {
    const known = new Set(registered().map((route) => shape(route.method, route.pattern)));
    const unknown = rows()
      .filter((row) => !row.section.startsWith('Accounts'))
      .map((row) => shape(row.method, row.path))
      .filter((route) => !known.has(route));
    expect(unknown).toEqual([]);
  });
});
