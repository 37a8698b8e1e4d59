import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// A strict `YYYY-MM-DD` parse: without it dayjs reads 2024-02-30 as 1 March.
dayjs.extend(customParseFormat);

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A range of whole local calendar days as the date pickers and the addresses keep them: `YYYY-MM-DD` to
 * `YYYY-MM-DD`, both included. The one reading of days of the order list's filter and the credit records.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** The service's range of creation times, in ms: both ends included. */
export interface CreatedAtRange {
  createdAtStart?: number;
  createdAtEnd?: number;
}

/** A `YYYY-MM-DD` that names a real day, or null (a hand-typed address must not filter on 2024-02-31). */
export function readDay(raw: string | null | undefined): string | null {
  return raw && dayjs(raw, DAY_FORMAT, true).isValid() ? raw : null;
}

/** A moment's local day as `YYYY-MM-DD`. */
export const dayOf = (moment: Date | number): string => dayjs(moment).format(DAY_FORMAT);

/** Today and the n − 1 days before it (spec 3 §9: the recharge records open on the last 7 days). */
export function lastDays(n: number, now: Date | number = Date.now()): DayRange {
  return { from: dayjs(now).subtract(n - 1, 'day').format(DAY_FORMAT), to: dayOf(now) };
}

/**
 * The query of a day range: from the first day's local midnight to the last millisecond of the last day
 * (what a seller means by 今天). A range picked backwards still means the days between; no range, or one
 * that does not read as dates, asks for everything.
 */
export function createdAtRange(range: DayRange | null): CreatedAtRange {
  if (!range || !readDay(range.from) || !readDay(range.to)) return {};
  const [first, last] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  return {
    createdAtStart: dayjs(first, DAY_FORMAT, true).valueOf(),
    createdAtEnd: dayjs(last, DAY_FORMAT, true).add(1, 'day').valueOf() - 1,
  };
}
