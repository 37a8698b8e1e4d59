import type { RecordRange } from '../../api/credits';

/** A range of whole local days, as the date picker shows it: `YYYY-MM-DD` to `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today and the n − 1 days before it (spec 3 §9: the recharge records open on the last 7 days). */
export function lastDays(n: number, now: Date = new Date()): DayRange {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1));
  return { from: dayOf(first), to: dayOf(now) };
}

export const today = (now: Date = new Date()): DayRange => lastDays(1, now);

/** The local midnight that starts a `YYYY-MM-DD` day, or null for anything else (a typed date that is no date). */
function startOfDay(day: string, offsetDays = 0): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  return new Date(year, month - 1, date + offsetDays).getTime();
}

/**
 * The query of a day range: from the first day's midnight to the last millisecond of the last day, local
 * time (what a seller means by 今天). No range, or one that does not read as dates, asks for all records.
 */
export function rangeQuery(range: DayRange | null): RecordRange {
  if (!range) return {};
  // A range picked backwards still means the days between.
  const [first, last] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  const start = startOfDay(first);
  const end = startOfDay(last, 1);
  if (start === null || end === null) return {};
  return { createdAtStart: start, createdAtEnd: end - 1 };
}
