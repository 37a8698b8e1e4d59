// The table "Where each rule lives" in ARCHITECTURE.md, checked against the code: each constant is exported
// by the file the table names, with the value it says. A rule moved or changed without its table row fails.
// A name's bound is a field of its NameLimit (`CATALOGUE_NAME_LIMIT.max`), and every NameLimit is listed; its value
// is read in its file alone (the row says `–`), so a changed bound changes no page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAME_LIMITS } from '../../support/nameLimits';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface RuleRow {
  rule: string;
  constant: string;
  file: string;
  /** The value the row states; undefined for `–`, a number read in its file alone. */
  value: number | undefined;
}

function ruleRows(): RuleRow[] {
  const text = readFileSync(`${root}ARCHITECTURE.md`, 'utf8');
  const section = text.split('## Where each rule lives')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| .+ \| `[\w.]+` \| `[^`]+` \| (?:[\d.]+|–) \|$/.test(line))
    .map((line) => {
      const [rule, constant, file, value] = line.slice(2, -2).split(' | ') as [string, string, string, string];
      return { rule, constant: constant.slice(1, -1), file: file.slice(1, -1), value: value === '–' ? undefined : Number(value) };
    });
}

describe('ARCHITECTURE.md "Where each rule lives"', () => {
  const rows = ruleRows();

  it('lists the rules the console is built on', () => {
    expect(rows.map((row) => row.constant)).toEqual(
      expect.arrayContaining(['CREDITS_PER_IMAGE', 'PART_LIMIT_BYTES', 'MATCH_THRESHOLD', 'PAYMENT_POLL_MS', 'SYNC_TASK_POLL_MS', 'CUTOUT_POLL_INTERVAL_MS']),
    );
  });

  it.each(ruleRows().map((row) => [row.constant, row] as const))('%s is where the table says, with its value', async (_, row) => {
    const module = (await import(/* @vite-ignore */ `${root}${row.file}`)) as Record<string, unknown>;
    const value = row.constant.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], module);
    if (row.value === undefined) expect(typeof value, `${row.rule}: ${row.constant} in ${row.file}`).toBe('number');
    else expect(value, `${row.rule}: ${row.constant} in ${row.file}`).toBe(row.value);
  });

  it('lists the bound of every kind of name (each NameLimit the contract exports), its value read in its file', () => {
    expect(NAME_LIMITS.length).toBeGreaterThanOrEqual(8);
    const listed = rows.map((row) => row.constant);
    expect(NAME_LIMITS.map(([name]) => `${name}.max`).filter((constant) => !listed.includes(constant))).toEqual([]);
    expect(rows.filter((row) => row.constant.endsWith('_LIMIT.max') && row.value !== undefined).map((row) => row.constant)).toEqual([]);
  });
});
