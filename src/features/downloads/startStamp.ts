/**
 * The second a download's archives are named after (`archivePartName`), never the same for two downloads
 * started in this browser. Two started in one second (in two tabs, or a retry right after a download)
 * would otherwise name their parts alike: a picked folder already holding 定制图_…_190512_1.zip saves the
 * second as 定制图_…_190512_1 (2).zip, yet the order-number list inside it is still named after …_1, so
 * extracting both archives into one folder would put one list over the other. A second already taken moves
 * the stamp on to the next free one; the name stays in its documented form.
 */
import type { SafeStorage } from '../../lib/safeStorage';

const KEY = 'pcc.downloadStamps';
/** Seconds taken longer ago than this cannot meet a new download's stamp again. */
const KEEP_MS = 10 * 60 * 1000;

function takenSeconds(storage: SafeStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((second): second is number => Number.isInteger(second)) : [];
  } catch {
    return [];
  }
}

/** `now`, or the first later second no other download took; it is taken from now on. */
export function claimStartStamp(storage: SafeStorage, now: Date): Date {
  const taken = takenSeconds(storage).filter((second) => second * 1000 > now.getTime() - KEEP_MS);
  let second = Math.floor(now.getTime() / 1000);
  while (taken.includes(second)) second++;
  storage.setItem(KEY, JSON.stringify([...taken, second]));
  return new Date(second * 1000);
}
