/**
 * What 生成排版 learnt of each print file (an order item's design, keyed `${orderItemId}:${infoIndex}` as
 * charges are), for 订单管理 to show beside it: its check (the badge: effective dpi and why, once the file has
 * been read) and when it was last saved on a sheet (已排版). Kept per account in this browser
 * (lib/browserRecords.ts): the admin API has no field for either, and both are made in this browser.
 */
import { browserRecords, indexedDbBackend, type KeyValueBackend } from '../browserRecords';
import type { DesignCheck } from './types';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

const isCheck = (value: unknown): value is DesignCheck => {
  if (typeof value !== 'object' || value === null) return false;
  const check = value as Partial<DesignCheck>;
  return (check.level === 'red' || check.level === 'yellow' || check.level === 'green') && isTime(check.effectiveDpi) && typeof check.text === 'string';
};

export interface PrintFileNotes {
  checks: ReadonlyMap<string, DesignCheck>;
  laidOut: ReadonlyMap<string, number>;
}

/** Notes the checks of print files just read. */
export async function noteChecks(account: string, checks: ReadonlyMap<string, DesignCheck>, backend: KeyValueBackend = indexedDbBackend): Promise<void> {
  if (!account || checks.size === 0) return;
  await browserRecords('sheetChecks', account, isCheck, backend).write(checks);
}

/** Notes `keys` as saved on a sheet at `at` (ms). */
export async function noteLaidOut(account: string, keys: readonly string[], at: number, backend: KeyValueBackend = indexedDbBackend): Promise<void> {
  if (!account || keys.length === 0) return;
  await browserRecords('laidOut', account, isTime, backend).write(new Map(keys.map((key) => [key, at])));
}

/** The account's notes; empty for nobody. */
export async function readPrintFileNotes(account: string, backend: KeyValueBackend = indexedDbBackend): Promise<PrintFileNotes> {
  if (!account) return { checks: new Map(), laidOut: new Map() };
  const [checks, laidOut] = await Promise.all([
    browserRecords('sheetChecks', account, isCheck, backend).read(),
    browserRecords('laidOut', account, isTime, backend).read(),
  ]);
  return { checks, laidOut };
}
