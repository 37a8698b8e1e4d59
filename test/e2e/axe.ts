import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/** axe-core's own build, evaluated in the page (the console's script policy allows no inline script tag). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts a violation must not have anywhere in the console. */
const BLOCKING = ['serious', 'critical'];

/**
 * axe-core's serious and critical violations on what the page shows now (its default rules: WCAG 2.1 A and
 * AA and its best practices), one line each with the first elements it names.
 */
export async function seriousViolations(page: Page | Frame): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (blocking) => {
    interface Result {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => blocking.includes(violation.impact ?? ''))
      .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} ${(node.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`).join(' | ')}`);
  }, BLOCKING);
}
