/**
 * The whole machine's busy CPU time, from /proc/stat: every process's, the dev API's and the browser's
 * included. Beside a run's wall time it says how many cores the run kept busy, so a run that already uses
 * every core shows that any work added to it must add time (the floor of a download that also writes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

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

/** The browser's CPU seconds so far by process: the browser process, the renderers, and the rest (GPU, network, storage). */
export interface BrowserCpu {
  browser: number;
  renderer: number;
  other: number;
}

/**
 * Every process of the browser's CPU time so far (DevTools' SystemInfo.getProcessInfo, through a browser
 * session): unlike /proc/stat it leaves the other engineers' work on a shared machine out, and it says which
 * process the time went to (a write through createWritable is carried out by the browser process). Null where
 * the browser does not tell.
 */
export async function browserCpuSeconds(session: CDPSession): Promise<BrowserCpu | null> {
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    const cpu: BrowserCpu = { browser: 0, renderer: 0, other: 0 };
    for (const p of processInfo) {
      const kind = p.type === 'browser' || p.type === 'renderer' ? p.type : 'other';
      cpu[kind] += p.cpuTime;
    }
    return cpu;
  } catch {
    return null;
  }
}

/** What a run cost between two readings, to 0.01 s. */
export function browserCpuSpent(before: BrowserCpu | null, after: BrowserCpu | null): BrowserCpu | null {
  if (!before || !after) return null;
  const spent = (key: keyof BrowserCpu) => Math.round((after[key] - before[key]) * 100) / 100;
  return { browser: spent('browser'), renderer: spent('renderer'), other: spent('other') };
}

/**
 * The CPU seconds of this process and every process under it so far (the browser, its renderers, the dev
 * API in this process), from /proc/<pid>/stat: user and system time, and that of children already reaped
 * (a closed page's renderer counts in the browser's). Unlike /proc/stat, it leaves out the rest of a shared
 * machine's work: what a bench part costs, whatever else runs. Null off Linux.
 */
export function benchTreeCpuSeconds(root: number = process.pid): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended while being read
    }
    // After the command's name (in parentheses, which may hold spaces): state, ppid, …; utime is field 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15).map(Number);
    stats.set(Number(pid), { parent: Number(fields[1]), ticks: utime + stime + cutime + cstime });
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.parent) if (at === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: own }] of stats) if (inTree(pid)) ticks += own;
  return ticks / TICKS_PER_SECOND;
}
