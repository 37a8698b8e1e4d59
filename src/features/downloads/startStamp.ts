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
/**
 * Seconds taken longer ago than this cannot meet a new download's stamp again; one further ahead than this
 * is no download's (a clock set back, or a value written by hand) and is not kept, so a stamp is never moved
 * more than this far from the clock.
 */
const KEEP_MS = 10 * 60 * 1000;

function takenSeconds(storage: SafeStorage, now: number): Set<number> {
  const near = (second: unknown): second is number =>
    Number.isInteger(second) && Math.abs((second as number) * 1000 - now) < KEEP_MS;
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter(near) : []);
  } catch {
    return new Set();
  }
}

/** `now`, or the first later second no other download took; it is taken from now on. */
export function claimStartStamp(storage: SafeStorage, now: Date): Date {
  const taken = takenSeconds(storage, now.getTime());
  let second = Math.floor(now.getTime() / 1000);
  while (taken.has(second)) second++;
  taken.add(second);
  storage.setItem(KEY, JSON.stringify([...taken]));
  return new Date(second * 1000);
}

/**
 * `claimStartStamp` under a Web Lock: two tabs starting a download at one moment would otherwise both read
 * the taken seconds before either wrote its own, and take the same one.
 */
export function claimStartStampAcrossTabs(storage: SafeStorage, clock: () => Date): Promise<Date> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const claim = () => claimStartStamp(storage, clock());
  return locks ? locks.request('pcc-download-stamp', claim) : Promise.resolve(claim());
}
