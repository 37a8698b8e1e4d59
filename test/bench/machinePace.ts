/**
 * How fast this machine moves bytes right now, measured at the start of a bench run: one core's memory copy
 * (Buffer.copy) and a TCP connection on loopback (node's net), both in this process. The bench's download,
 * PSD and sheet parts copy hundreds of megabytes between the dev API, the browser and the disk; on a virtual
 * machine that rate changes from one day to the next while a core's arithmetic does not (docs/performance.md,
 * "The bench itself"), so a run's times say something beside another's only with these printed beside them.
 */
import { createServer, connect, type AddressInfo } from 'node:net';

export interface MachinePace {
  /** One core's Buffer.copy of `copyMB` megabytes (256 at most) into memory written before, best of three, GB/s. */
  memoryCopyGBps: number;
  /**
   * The same copy into memory the process has just asked for (Buffer.allocUnsafeSlow, never touched), best of
   * three, GB/s: each first write to a page has the kernel, and under a virtual machine the host, give it one.
   */
  freshMemoryGBps: number;
  /** `loopbackMB` megabytes written over one TCP connection on 127.0.0.1 and read in the same process, MB/s. */
  loopbackMBps: number;
}

export interface MachinePaceOptions {
  copyMB: number;
  loopbackMB: number;
}

export const DEFAULT_MACHINE_PACE_OPTIONS: MachinePaceOptions = { copyMB: 256, loopbackMB: 512 };

const MB = 1024 * 1024;

/** The copy of one block of at most 256 MB, best of three, GB/s, into `target(bytes)` for each attempt. */
function bestCopyGBps(megabytes: number, target: (bytes: number) => Buffer): number {
  const block = Math.min(megabytes, 256);
  const from = Buffer.alloc(block * MB, 1);
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const to = target(block * MB);
    const started = process.hrtime.bigint();
    from.copy(to);
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return block / 1024 / best;
}

function loopbackMBps(megabytes: number): Promise<number> {
  const chunk = Buffer.alloc(MB, 7);
  return new Promise((resolve, reject) => {
    let started = 0n;
    const server = createServer((socket) => {
      let received = 0;
      socket.on('data', (data) => {
        received += data.length;
        if (received < megabytes * MB) return;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        socket.destroy();
        server.close();
        resolve(megabytes / seconds);
      });
      socket.on('error', reject);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
      client.on('error', () => undefined);
      let sent = 0;
      const send = (): void => {
        while (sent < megabytes) {
          sent++;
          if (!client.write(chunk)) {
            client.once('drain', send);
            return;
          }
        }
        client.end();
      };
      client.once('connect', () => {
        started = process.hrtime.bigint();
        send();
      });
    });
  });
}

export async function measureMachinePace(options: MachinePaceOptions = DEFAULT_MACHINE_PACE_OPTIONS): Promise<MachinePace> {
  const round1 = (n: number) => Math.round(n * 10) / 10;
  // The same target each time: its pages are written before the attempts that count (best of three).
  const warm = Buffer.alloc(Math.min(options.copyMB, 256) * MB);
  const memoryCopy = bestCopyGBps(options.copyMB, () => warm);
  const freshMemory = bestCopyGBps(options.copyMB, (bytes) => Buffer.allocUnsafeSlow(bytes));
  const loopback = await loopbackMBps(options.loopbackMB);
  return { memoryCopyGBps: round1(memoryCopy), freshMemoryGBps: round1(freshMemory), loopbackMBps: Math.round(loopback) };
}

export function machinePaceLine(pace: MachinePace): string {
  return (
    `This machine now: memory copy ${pace.memoryCopyGBps} GB/s (Buffer.copy, one core), into fresh memory ${pace.freshMemoryGBps} GB/s, loopback TCP ${pace.loopbackMBps} MB/s (node:net, one connection); ` +
    'the byte-moving parts (bulkDownload, psdImport, sheets) compare with another run only where these agree.'
  );
}
