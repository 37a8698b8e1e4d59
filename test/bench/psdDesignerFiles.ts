/**
 * Every PSD of the shared test data picked in the production console's designer, as a merchant does it:
 * 导入PSD pressed (which starts the PSD worker), the file chosen in the picker, until the dialog lists its
 * artboards or 导入失败 says why it is refused, and a second more. The goal: no main-thread task over 50 ms
 * for any file, the refused ones included. Each file is picked in a fresh page (the worker's start is
 * part of a merchant's first import), with the Long Tasks API watching and under a Chrome trace, which
 * gives the main thread's CPU and its longest task's wall and CPU time.
 * Speed is reported, never asserted.
 */
import { readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { ConsoleServer } from '../support/consoleServer';
import { TESTDATA_PSD_DIR, hasTestdata } from '../support/testdata';
import { longestTaskMs, openSeededTemplate, watchLongTasks } from './designerInConsole';
import { startMainThreadTrace, stopMainThreadTrace, type MainThreadWork } from './mainThreadTrace';

export const PSD_FILES_LONG_TASK_GOAL_MS = 50;
const START_MARK = 'psd-designer-file-start';
const END_MARK = 'psd-designer-file-end';

export interface PsdDesignerFileResult {
  file: string;
  bytes: number;
  /** listed: the dialog listed its artboards; refused: 导入失败 with this reason. */
  outcome: { listed: number } | { refused: string };
  /** From the file chosen until the list or the refusal showed. */
  shownMs: number;
  /** Longest main-thread task (Long Tasks API) from the pick until a second after it showed; 0: none over 50 ms. */
  longestTaskMs: number;
  /** The same pick, traced. */
  traced: MainThreadWork | null;
  load: number;
}

export interface PsdDesignerFilesReport {
  goalMs: number;
  files: PsdDesignerFileResult[];
}

/** Picks `path` through 导入PSD and waits for the list or 导入失败; answers what showed. */
async function pick(page: Page, path: string): Promise<PsdDesignerFileResult['outcome']> {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.designer-drawer').getByRole('button', { name: '导入PSD' }).click();
  await (await chooser).setFiles(path);
  const failed = page.locator('.arco-modal', { hasText: '导入失败' });
  const artboards = page.locator('.psd-import-dialog .psd-import-artboard');
  await failed.or(artboards.first()).first().waitFor({ timeout: 60_000 });
  if (await failed.count()) return { refused: ((await failed.locator('.arco-modal-content').textContent()) ?? '').trim() };
  return { listed: await artboards.count() };
}

async function measureFile(browser: Browser, server: ConsoleServer, path: string): Promise<{ outcome: PsdDesignerFileResult['outcome']; shownMs: number; longest: number; work: MainThreadWork | null }> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await openSeededTemplate(page, server);
    // Let the designer's own opening settle: its tasks are not the import's.
    await page.waitForTimeout(1_000);
    await watchLongTasks(page);
    await startMainThreadTrace(browser, page);
    await page.evaluate((mark) => performance.mark(mark), START_MARK);
    const started = Date.now();
    const outcome = await pick(page, path);
    const shownMs = Date.now() - started;
    await page.waitForTimeout(1_000);
    await page.evaluate((mark) => performance.mark(mark), END_MARK);
    const work = await stopMainThreadTrace(browser, START_MARK, END_MARK);
    return { outcome, shownMs, longest: await longestTaskMs(page), work };
  } finally {
    await context.close();
  }
}

export async function measurePsdDesignerFiles(browser: Browser, server: ConsoleServer): Promise<PsdDesignerFilesReport> {
  const names = hasTestdata('the PSD files picked in the designer')
    ? readdirSync(TESTDATA_PSD_DIR)
        .filter((name) => /\.ps[db]$/.test(name))
        .sort()
    : [];
  const only = process.env.BENCH_PSD_ONLY?.split(',');
  const files: PsdDesignerFileResult[] = [];
  for (const name of names.filter((n) => !only || only.some((word) => n.includes(word)))) {
    const path = TESTDATA_PSD_DIR + name;
    const load = Math.round(loadavg()[0] * 100) / 100;
    const { outcome, shownMs, longest, work } = await measureFile(browser, server, path);
    files.push({ file: name, bytes: statSync(path).size, outcome, shownMs, longestTaskMs: longest, traced: work, load });
  }
  return { goalMs: PSD_FILES_LONG_TASK_GOAL_MS, files };
}

export function psdDesignerFilesRows(r: PsdDesignerFilesReport): [string, string][] {
  const task = (ms: number) => (ms > 0 ? `${ms} ms` : `<${r.goalMs}`);
  const worst = Math.max(0, ...r.files.map((f) => Math.max(f.longestTaskMs, f.traced?.longestTaskMs ?? 0)));
  return [
    [
      `Each test PSD picked in the designer (${r.files.length} files)`,
      `goal: no main-thread task over ${r.goalMs} ms, refusals included; worst ${worst} ms: ${worst <= r.goalMs ? 'met' : 'NOT met'}`,
    ],
    ...r.files.map((f): [string, string] => [
      `  ${f.file} (${(f.bytes / 1024 / 1024).toFixed(1)} MB, load ${f.load})`,
      `${'listed' in f.outcome ? `${f.outcome.listed} artboards listed` : `refused (${f.outcome.refused.slice(0, 24)}…)`} after ${f.shownMs} ms; longest task ${task(f.longestTaskMs)}` +
        (f.traced ? `; traced: main thread ${f.traced.cpuMs} ms CPU in ${f.traced.tasks} tasks, longest ${f.traced.longestTaskMs} ms (${f.traced.longestTaskCpuMs} ms CPU), most CPU in one task ${f.traced.heaviestTaskCpuMs} ms` : ''),
    ]),
  ];
}
