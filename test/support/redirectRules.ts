import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of a `_redirects` file: `from  to  status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * The part of Netlify's `_redirects` syntax the build writes: a path, or a path ending in `/*` (a splat), a
 * target path and a status. Anything else (placeholders, `:splat`, a forced `200!`, query matches, another
 * site's address) throws, so that a rule the test server would read differently from a host never passes
 * unnoticed.
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    const [from, to, status] = fields;
    const supported =
      fields.length === 3 &&
      /^\/(?:[\w.-]+\/)*(?:\*|[\w.-]*)$/.test(from!) &&
      /^\/[\w./-]*$/.test(to!) &&
      /^\d{3}$/.test(status!);
    if (!supported) throw new Error(`_redirects line ${index + 1} is not of the form the test server applies: ${raw}`);
    rules.push({ from: from!, to: to!, status: Number(status) });
  }
  return rules;
}

/** The rules of a build's `_redirects`, or none if it has no such file. */
export function redirectRules(dist: string): RedirectRule[] {
  const file = join(dist, '_redirects');
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
}

/**
 * The rule a host applies to `path` once no file answers it: the first that matches, as Netlify reads the
 * file (a rule without `!` never shadows a file, so the caller looks for the file first).
 */
export function matchRedirect(rules: readonly RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find(({ from }) => (from.endsWith('/*') ? path.startsWith(from.slice(0, -1)) || path === from.slice(0, -2) : path === from));
}
