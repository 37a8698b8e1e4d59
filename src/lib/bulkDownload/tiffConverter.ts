/** The runner's side of the TIFF worker: one worker for the page, requests answered in turn. */
import { ownBuffer, workerCalls } from '../workerCalls';

export interface TiffRequest {
  bytes: Uint8Array<ArrayBuffer>;
}
export interface TiffResult {
  tiff: Uint8Array;
}

const inWorker = workerCalls<TiffRequest, TiffResult>(() => new Worker(new URL('./tiff.worker.ts', import.meta.url)), 'TIFF');

/** PNG or JPEG bytes to a print TIFF (tiff.ts), in the worker. The bytes are handed over (transferred). */
export async function convertInWorker(bytes: Uint8Array, signal: AbortSignal): Promise<Uint8Array> {
  const own = ownBuffer(bytes);
  return (await inWorker({ bytes: own }, [own.buffer], signal)).tiff;
}
