import dayjs from 'dayjs';
import { formatDateTime } from '../../../lib/dateTime';
import { dayOf } from '../../../lib/dayRange';
import { MSG } from '../messages';

/**
 * When a draft was written, as the restore question says it: 今天 14:05, 昨天 09:30, else the date as every
 * list shows one (2024-05-01 09:30). Local time, the PC's clock, as the draft's `savedAt` is.
 */
export function draftTime(savedAt: number, now: number = Date.now()): string {
  const time = dayjs(savedAt).format('HH:mm');
  if (dayOf(savedAt) === dayOf(now)) return `${MSG.designerDraft.today} ${time}`;
  if (dayOf(savedAt) === dayOf(dayjs(now).subtract(1, 'day').valueOf())) return `${MSG.designerDraft.yesterday} ${time}`;
  return formatDateTime(savedAt);
}
