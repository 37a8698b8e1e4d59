import { describe, expect, it } from 'vitest';
import { WorkerLost, workerCalls } from '../../../src/lib/workerCalls';

type Message = { id: number; n: number };

/** A worker in the test's hands: it records what it was sent and answers when told. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: { message: Message; transfer: Transferable[] }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: Message, transfer: Transferable[]) {
    this.sent.push({ message, transfer });
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const makeCalls = () => {
  FakeWorker.started = [];
  return workerCalls<{ n: number }, { doubled: number }>(() => new FakeWorker() as unknown as Worker, 'test');
};

describe('workerCalls', () => {
  it('starts one worker for every call and answers each by its id, whatever the order of the answers', async () => {
    const call = makeCalls();
    const buffer = new ArrayBuffer(8);
    const first = call({ n: 1 }, [buffer]);
    const second = call({ n: 2 });
    expect(FakeWorker.started).toHaveLength(1);
    const worker = FakeWorker.started[0]!;
    expect(worker.sent.map((sent) => sent.message.n)).toEqual([1, 2]);
    expect(worker.sent[0]!.transfer).toEqual([buffer]);
    const [id1, id2] = worker.sent.map((sent) => sent.message.id);
    worker.answer({ id: id2, doubled: 4 });
    worker.answer({ id: id1, error: '坏了' });
    await expect(second).resolves.toMatchObject({ doubled: 4 });
    await expect(first).rejects.toThrow('坏了');
  });

  it('fails what waits when the worker fails, and starts a fresh one for the next call', async () => {
    const call = makeCalls();
    const waiting = call({ n: 1 });
    FakeWorker.started[0]!.fail('script failed to load');
    await expect(waiting).rejects.toThrow('script failed to load');
    await expect(waiting).rejects.toBeInstanceOf(WorkerLost);
    expect(FakeWorker.started[0]!.terminated).toBe(true);
    const next = call({ n: 3 });
    expect(FakeWorker.started).toHaveLength(2);
    FakeWorker.started[1]!.answer({ id: FakeWorker.started[1]!.sent[0]!.message.id, doubled: 6 });
    await expect(next).resolves.toMatchObject({ doubled: 6 });
  });

  it('rejects a call whose message cannot be sent, and leaves nothing waiting for it', async () => {
    const call = makeCalls();
    const first = call({ n: 1 });
    const worker = FakeWorker.started[0]!;
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    await expect(call({ n: 2 })).rejects.toThrow('could not be cloned');
    // The failed call's id answered later finds no one; the first call still gets its answer.
    worker.answer({ id: 2, doubled: 4 });
    worker.answer({ id: worker.sent[0]!.message.id, doubled: 2 });
    await expect(first).resolves.toMatchObject({ doubled: 2 });
  });

  it('rejects with an AbortError on a cancel, and the late answer finds no one', async () => {
    const call = makeCalls();
    const controller = new AbortController();
    const waiting = call({ n: 1 }, [], controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    FakeWorker.started[0]!.answer({ id: FakeWorker.started[0]!.sent[0]!.message.id, doubled: 2 });
    await expect(call({ n: 1 }, [], controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.started[0]!.sent).toHaveLength(1);
  });
});
