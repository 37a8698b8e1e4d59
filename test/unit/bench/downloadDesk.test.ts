import { describe, expect, it } from 'vitest';
import { createDownloadDesk, type OfferingClient } from '../../bench/streamedDownload/downloadDesk';
import { newToken, type WorkerSays } from '../../bench/streamedDownload/protocol';

const SCOPE = 'https://console.test/download-stream/';
const PAGE: OfferingClient = { id: 'page-1', type: 'window', url: 'https://console.test/app/orders?shop=1#top' };

/** A frame the offering page navigates to the address, as streamedSave.ts does. */
const frameRequest = (token: string, init: { referrer?: string; mode?: RequestMode; destination?: RequestDestination; method?: string } = {}) =>
  ({
    url: `${SCOPE}${token}`,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'navigate',
    destination: init.destination ?? 'iframe',
    referrer: init.referrer ?? 'https://console.test/app/orders?shop=1',
  }) as Request;

/** The page's end of an offer: the bytes it hands over when the worker asks. */
function offering(bytes = 'PK\u0003\u0004 the archive') {
  const channel = new MessageChannel();
  channel.port1.onmessage = ({ data }: MessageEvent<WorkerSays>) => {
    if (data.kind === 'send') {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(bytes));
          controller.close();
        },
      });
      channel.port1.postMessage({ kind: 'stream', stream }, [stream as unknown as Transferable]);
    }
  };
  return { port: channel.port2, close: () => channel.port1.close() };
}

const aliveDesk = () => createDownloadDesk(SCOPE, async (id) => id === PAGE.id);

describe('the download service worker', () => {
  it('answers the offering page\'s frame once with the file as a ZIP attachment that cannot run as a page', async () => {
    const desk = aliveDesk();
    const token = newToken();
    const page = offering();
    desk.receive({ kind: 'offer', token, fileName: '定制图_20261127_181500_1.zip' }, PAGE, [page.port]);
    const response = await desk.answer(frameRequest(token))!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('PK\u0003\u0004 the archive');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="____20261127_181500_1.zip"; filename*=UTF-8''${encodeURIComponent('定制图_20261127_181500_1.zip')}`,
    );
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('no-store');

    const again = await desk.answer(frameRequest(token))!;
    expect(again.status).toBe(404);
    page.close();
  });

  it('gives the file to no one but the offering page, and the address is spent by the first try', async () => {
    const desk = aliveDesk();
    const tries: [string, Request][] = [
      ['another site\'s page', frameRequest('', { referrer: 'https://evil.test/' })],
      ['a navigation with no referrer', frameRequest('', { referrer: '' })],
      ['another page of the console', frameRequest('', { referrer: 'https://console.test/app/products' })],
      ['a fetch, not a frame', frameRequest('', { mode: 'cors', destination: '' })],
      ['a window, not a frame', frameRequest('', { destination: 'document' })],
      ['a POST', frameRequest('', { method: 'POST' })],
    ];
    for (const [who, request] of tries) {
      const token = newToken();
      const page = offering();
      desk.receive({ kind: 'offer', token, fileName: 'a.zip' }, PAGE, [page.port]);
      const stolen = await desk.answer({ ...request, url: `${SCOPE}${token}` } as Request)!;
      const late = await desk.answer(frameRequest(token))!;
      expect([who, stolen.status, late.status]).toEqual([who, 404, 404]);
      page.close();
    }
  });

  it('holds nothing for a guessed or malformed address, nor for an offer from a worker or without a port', async () => {
    const desk = aliveDesk();
    const page = offering();
    desk.receive({ kind: 'offer', token: 'a'.repeat(64), fileName: 'a.zip' }, { ...PAGE, type: 'worker' }, [page.port]);
    desk.receive({ kind: 'offer', token: 'b'.repeat(64), fileName: 'a.zip' }, PAGE, []);
    desk.receive({ kind: 'offer', token: 'short', fileName: 'a.zip' }, PAGE, [page.port]);
    for (const token of ['a'.repeat(64), 'b'.repeat(64), 'short', newToken(), '../index.html']) {
      expect((await desk.answer(frameRequest(token))!).status).toBe(404);
    }
    page.close();
  });

  it('leaves requests outside its scope alone, and answers none for a page that has gone', async () => {
    const desk = createDownloadDesk(SCOPE, async () => false);
    expect(desk.answer({ ...frameRequest(''), url: 'https://console.test/app/orders' } as Request)).toBeNull();
    const token = newToken();
    const page = offering();
    desk.receive({ kind: 'offer', token, fileName: 'a.zip' }, PAGE, [page.port]);
    expect((await desk.answer(frameRequest(token))!).status).toBe(404);
    page.close();
  });
});
