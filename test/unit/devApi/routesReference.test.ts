// ROUTES.md's "Every endpoint" table is written from the endpoint table (contract/endpoints/) and must be the text
// endpointTableText() writes; every route the router registers is an entry of that table. The sections below it
// say what only prose can (behaviour, state, refusals, why): their tables have two columns, the route and what it
// does, so no hand-written cell states an access, a query or a body beside the generated one; a row whose first
// cell is a method and a path names a real route (rows like "GET, POST …" or "GET …/preview.png" are prose,
// unchecked); and every refusal it quotes after a status is a text the contract or the dev API is written with, or
// one the contract exports (a text built from its rule's constant).
// WRITE_ROUTES=1 on this file writes the generated table into ROUTES.md instead of failing.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { servedPath } from '../../../contract/endpoint';
import { listEndpoints } from '../../support/endpointList';
import { TABLE_END, TABLE_START, endpointTableText } from '../../support/endpointTableText';
import { Router } from '../../../adapters/mock/devApi/http/router';
import { ROUTE_MODULES } from '../../../adapters/mock/devApi/routes';

const ROUTES_MD = new URL('../../../adapters/mock/devApi/ROUTES.md', import.meta.url);
const reference = readFileSync(ROUTES_MD, 'utf8');

function registered(): Array<{ method: string; pattern: string; access: string }> {
  const router = new Router();
  for (const addRoutes of ROUTE_MODULES) addRoutes(router);
  return router.list();
}

/** ROUTES.md after its generated block: the hand-written sections. */
function handWritten(text: string): string {
  const end = text.indexOf(TABLE_END);
  return end < 0 ? text : text.slice(end + TABLE_END.length);
}

/** A table row's cells, a `\|` inside a cell kept in it. */
const cells = (line: string): string[] => line.replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((cell) => cell.trim());

/** The hand-written tables' rows that start with a method and a back-quoted path, as `| GET \`/api/x\` | …`. */
function rows(text: string): Array<{ method: string; path: string }> {
  return handWritten(text)
    .split('\n')
    .flatMap((line) => {
      const row = /^\| (GET|POST|PUT|PATCH|DELETE) `([^`]+)` \|/.exec(line);
      return row ? [{ method: row[1]!, path: row[2]! }] : [];
    });
}

/**
 * The hand-written table lines that restate what the generated table says: a table of more than two columns (the
 * route and what it does), or a header naming an access, query or body column.
 */
function restatedColumns(text: string): string[] {
  return handWritten(text)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|(?:-+\|)+$/.test(line))
    .filter((line) => cells(line).length !== 2 || cells(line).some((cell) => /^(Access|Query|Body)$/i.test(cell)));
}

/** A path as a route names it anywhere: no query, every parameter alike (`:skuId` and `:modelId-:colorId`). */
const shape = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.split('/').map((segment) => (segment.includes(':') ? ':' : segment)).join('/')}`;

/** ROUTES.md's generated block, markers included (empty if a marker is missing). */
function generatedBlock(text: string): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  return start < 0 || end < start ? '' : text.slice(start, end + TABLE_END.length);
}

describe('ROUTES.md against the endpoint table and the router', () => {
  it('holds the "Every endpoint" table as the endpoint table writes it', () => {
    const written = endpointTableText();
    const current = generatedBlock(reference);
    expect(current).not.toBe('');
    if (process.env.WRITE_ROUTES && current !== written) writeFileSync(ROUTES_MD, reference.replace(current, written));
    else expect(current).toBe(written);
  });

  it('registers every entry of the endpoint table once, with the access the table gives it, and nothing else', () => {
    const table = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${servedPath(endpoint)} ${endpoint.rules && endpoint.rules.access}`);
    const routes = registered().map((route) => `${route.method} ${route.pattern} ${route.access}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...table].sort());
  });

  it('names in the sections\' tables only routes the router has', () => {
    const known = new Set(registered().map((route) => shape(route.method, route.pattern)));
    const named = rows(reference);
    expect(named.length).toBeGreaterThan(100);
    expect(named.map((row) => shape(row.method, row.path)).filter((route) => !known.has(route))).toEqual([]);
  });

  it('states no access, query or body in the sections: the generated table says them, once', () => {
    expect(restatedColumns(reference)).toEqual([]);
  });

  it('finds a section row that restates an access and a body', () => {
    const restating = `${TABLE_END}\n| Method and path | Access | Body | Reply |\n|---|---|---|---|\n| GET \`/api/shops\` | merchant | – | the shops |`;
    expect(restatedColumns(restating)).toHaveLength(2);
    expect(restatedColumns(`${TABLE_END}\n| Method and path | What it does |\n|---|---|\n| GET \`/api/shops\` | the shops, \`a \\| b\` |`)).toEqual([]);
  });
});

function sourcesUnder(folder: URL): URL[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourcesUnder(new URL(`${entry.name}/`, folder));
    return entry.name.endsWith('.ts') ? [new URL(entry.name, folder)] : [];
  });
}

/** The texts the contract's schemas and the dev API's modules are written with: their string literals' parts. */
function writtenTexts(): string[] {
  const folders = ['../../../contract/', '../../../adapters/mock/devApi/'].map((folder) => new URL(folder, import.meta.url));
  return folders.flatMap(sourcesUnder).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2]!);
    // A template's parts around its ${…}: what a message says besides the names it is given.
    return literals.flatMap((literal) => literal.split(/\$\{[^}]*\}/));
  });
}

/**
 * The texts the contract's modules export, as they read at run time: a text that states a rule's number is
 * built from the rule's constant (ARCHITECTURE.md, "Texts"), so its literal holds `${max}`, not the number.
 */
async function exportedTexts(): Promise<string[]> {
  const files = sourcesUnder(new URL('../../../contract/', import.meta.url));
  const modules = await Promise.all(files.map((file) => import(file.href) as Promise<Record<string, unknown>>));
  const texts = (value: unknown, depth: number): string[] => {
    if (typeof value === 'string') return [value];
    if (depth === 0 || typeof value !== 'object' || value === null) return [];
    return Object.values(value).flatMap((inner) => texts(inner, depth - 1));
  };
  return modules.flatMap((module) => texts(module, 3));
}

/**
 * The refusals ROUTES.md quotes after a status (`400 请填写品牌`, `400 \`CODE\` 用户名或密码错误`), up to the
 * first space or separator, as the parts around what names a record («…», 「…」).
 */
function quotedRefusals(): string[] {
  const quoted = [...reference.matchAll(/\b4\d\d (?:`[A-Z_]+` )?([^\s;|,`(（]*[\u4e00-\u9fff][^\s;|,`(]*)/gu)].map((match) => match[1]!);
  const parts = quoted.flatMap((text) => text.replace(/[.*:]+$/u, '').split(/「[^」]*」|…/u));
  return [...new Set(parts.filter((part) => /[\u4e00-\u9fff]/u.test(part)))];
}

describe('ROUTES.md against the messages', () => {
  // A rule's text has one home, in contract/ beside its rule (or in the route that refuses by stored data):
  // ROUTES.md quoting a text no schema or route is written with is a text changed in one place only.
  it('quotes only refusals the contract or the dev API is written with', async () => {
    const written = [...writtenTexts(), ...(await exportedTexts())];
    const quoted = quotedRefusals();
    expect(quoted.length).toBeGreaterThan(20);
    expect(quoted.filter((text) => !written.some((literal) => literal.includes(text)))).toEqual([]);
  });

  it('finds a quoted text no module says', () => {
    expect(writtenTexts().some((literal) => literal.includes('请填写品牌'))).toBe(true);
    expect(writtenTexts().some((literal) => literal.includes('请填写品牌名称'))).toBe(false);
  });
});

/** The repository's TypeScript files, as paths from its root. */
function repositorySources(): string[] {
  const root = new URL('../../../', import.meta.url);
  const skipped = new Set(['node_modules', 'dist', '.git']);
  const walk = (folder: URL, prefix: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return skipped.has(entry.name) ? [] : walk(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
      return entry.name.endsWith('.ts') ? [`${prefix}${entry.name}`] : [];
    });
  return walk(root, '');
}

describe('ROUTES.md against the sources', () => {
  // A module it sends the reader to (`hostSimulator/browserPlatform.ts`, `contract/names.ts`, `settingState.ts`)
  // must be there: a file renamed or never written leaves the reader with nothing to open.
  it('names only modules that exist, by a path the file’s own path ends with', () => {
    const sources = repositorySources();
    const cited = [...new Set([...reference.matchAll(/`([\w./-]+\.ts)`/g)].map((match) => match[1]!))];
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((path) => !sources.some((source) => source === path || source.endsWith(`/${path}`)))).toEqual([]);
  });
});
