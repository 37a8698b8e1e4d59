import dayjs from 'dayjs';
import { formatDateTime } from '../../../lib/dateTime';
import { dayOf } from '../../../lib/dayRange';
import { MSG } from '../messages';

/**
 * When a draft was written, as the restore question says it: 今天 14:05, 昨天 09:30, else the date as every
 * list shows one (2024-05-01 09:30). Local time, the PC's clock, as the draft's `savedAt` is. `seconds`:
 * to the second (今天 14:05:37), for drafts the minute alone does not tell apart.
 */
export function draftTime(savedAt: number, now: number = Date.now(), seconds = false): string {
  const time = dayjs(savedAt).format(seconds ? 'HH:mm:ss' : 'HH:mm');
  if (dayOf(savedAt) === dayOf(now)) return `${MSG.designerDraft.today} ${time}`;
  if (dayOf(savedAt) === dayOf(dayjs(now).subtract(1, 'day').valueOf())) return `${MSG.designerDraft.yesterday} ${time}`;
  return seconds ? `${formatDateTime(savedAt)}${dayjs(savedAt).format(':ss')}` : formatDateTime(savedAt);
}

/**
 * The times of several drafts offered together, in their order: to the minute, or to the second for all of
 * them when two would read the same (two tabs left within one minute), so that no two say the same time
 * unless they were kept within the same second.
 */
export function draftTimes(savedAts: readonly number[], now: number = Date.now()): string[] {
  const minutes = savedAts.map((savedAt) => draftTime(savedAt, now));
  if (new Set(minutes).size === minutes.length) return minutes;
  return savedAts.map((savedAt) => draftTime(savedAt, now, true));
}
