/**
 * The whole machine's busy CPU time, from /proc/stat: every process's, the dev API's and the browser's
 * included. Beside a run's wall time it says how many cores the run kept busy, so a run that already uses
 * every core shows that any work added to it must add time (the floor of a download that also writes).
 */
import { readFileSync } from 'node:fs';

/** Linux reports /proc/stat in USER_HZ, 100 a second on every architecture it supports. */
const TICKS_PER_SECOND = 100;

/** Busy seconds since boot: user, nice, system, irq and softirq (idle and I/O wait left out). Null off Linux. */
export function machineBusySeconds(): number | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  const fields = stat.split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}
