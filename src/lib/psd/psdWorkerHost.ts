/**
 * The page's one PSD worker, kept between imports: starting a worker and evaluating ag-psd in it costs
 * a few hundred milliseconds, which an import would otherwise pay every time. It is started when the
 * merchant reaches for a file (`start`), before one is chosen. Replies go to the session whose id they
 * carry. A worker that dies, or that a session gives up on (a stall, a parse left mid-way), is ended,
 * every open session hears so, and the next session starts a fresh one.
 */
import type { PsdReply, PsdRequest } from './psdProtocol';

export interface PsdSessionListener {
  reply(reply: PsdReply): void;
  /** The worker is gone: nothing more will come for this session. */
  lost(): void;
}

export interface PsdSession {
  readonly id: number;
  /** `transfer` moves those objects to the worker instead of copying them. */
  post(request: PsdRequest, transfer?: Transferable[]): void;
  /** No more replies are wanted. */
  end(): void;
}

export class PsdWorkerHost {
  private worker: Worker | null = null;
  private readonly sessions = new Map<number, PsdSessionListener>();
  private lastId = 0;

  constructor(private readonly createWorker: () => Worker) {}

  /** The worker running, started now if it was not. */
  start(): void {
    this.running();
  }

  session(listener: PsdSessionListener): PsdSession {
    const id = ++this.lastId;
    this.sessions.set(id, listener);
    return {
      id,
      post: (request, transfer = []) => this.running().postMessage(request, transfer),
      end: () => this.sessions.delete(id),
    };
  }

  /** Ends the worker; each open session hears `lost`. The next post starts a fresh one. */
  restart(): void {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    worker.onmessage = null;
    // A worker ended while its scripts still load fails their load after this: that is no one's error, and
    // left uncancelled it would reach the page as an uncaught one.
    worker.onerror = (event) => event.preventDefault();
    worker.onmessageerror = null;
    worker.terminate();
    const lost = [...this.sessions.values()];
    this.sessions.clear();
    lost.forEach((listener) => listener.lost());
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = ({ data }: MessageEvent<PsdReply>) => {
      const session = this.sessions.get(data.id);
      if (session) session.reply(data);
      // A preview for a session that ended (the dialog closed) is no one's: its pixels go now, not at a collection.
      else if (data.type === 'previews') data.previews.forEach(({ bitmap }) => bitmap.close());
    };
    // A worker that failed to load, ran out of memory or sent what cannot be read is of no further use.
    worker.onerror = (event) => {
      event.preventDefault();
      this.restart();
    };
    worker.onmessageerror = () => this.restart();
    this.worker = worker;
    return worker;
  }
}
