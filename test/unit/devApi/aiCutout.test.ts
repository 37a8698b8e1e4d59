// Spec 2 §7 in the dev API: placeholder images per cutout type, the task token, and the cutout host's tasks
// with their real matte, delay and the outcomes QA can ask for.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { deflateSync } from 'node:zlib';
import { decodePng, INFLATED_TOO_LARGE, MAX_MATTE_SIDE } from '../../../adapters/mock/devApi/cutout/pngReader';
import { concat as concatBytes, pngChunk } from '../../../adapters/mock/devApi/files/pngWriter';
import { encodeRgbaPng } from '../../../adapters/mock/devApi/cutout/pngEncode';
import { DEV_CUTOUT_HOST_PATH } from '../../../contract/endpoints/cutout/hostPath';
import { CUTOUT_TOKEN_HEADER, PLACEHOLDER_TOO_LARGE, type AiCutoutPlaceholderImage, type CutoutTask, type CutoutTaskInput } from '../../../contract/aiCutout';
import { client, type Client } from './catalogueHelpers';
import { BASE as ORIGIN, call, errorOf } from './helpers';
import { upload } from './libraryHelpers';
import { jpegBytes } from '../../support/imageFixtures';
import { createDevApi } from '../../../adapters/mock/devApi';

const PLACEHOLDERS = '/api/ai_cutout_placeholder_images';
const TASKS = `${DEV_CUTOUT_HOST_PATH}/api/image_cutout_tasks`;

/** A 24 × 24 white square with a red 12 × 12 square in the middle. */
function subjectPng(): Uint8Array {
  const size = 24;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = x >= 6 && x < 18 && y >= 6 && y < 18;
      data.set(inside ? [220, 20, 40, 255] : [255, 255, 255, 255], (y * size + x) * 4);
    }
  }
  return encodeRgbaPng({ width: size, height: size, data });
}

describe('dev API AI cutout placeholder images', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = createDevApi({ origin: ORIGIN });
    c = client(api);
  });

  it('seeds two real PNG placeholders per cutout type and lists them by type', async () => {
    const all = await c.get<AiCutoutPlaceholderImage[]>(PLACEHOLDERS);
    expect(all.map((p) => p.aiCutoutType)).toEqual(['head', 'head', 'body', 'body', 'common', 'common']);
    const heads = await c.get<AiCutoutPlaceholderImage[]>(`${PLACEHOLDERS}?aiCutoutType=head`);
    expect(heads).toHaveLength(2);
    const content = await api.handle(new Request(heads[0]!.url));
    const image = await decodePng(new Uint8Array(await content.arrayBuffer()));
    expect(image.width).toBe(200);
    await c.fails('GET', `${PLACEHOLDERS}?aiCutoutType=face`, undefined, 400);
  });

  it('adds an uploaded PNG by its file or its address, and deletes it', async () => {
    const fileId = await upload(api, '我的头像.png', subjectPng(), 3);
    const byFile = await c.ok<AiCutoutPlaceholderImage>('POST', PLACEHOLDERS, { aiCutoutType: 'body', url: 'blob:somewhere', fileId });
    expect(byFile).toMatchObject({ aiCutoutType: 'body', url: api.files.url(fileId) });
    const byUrl = await c.ok<AiCutoutPlaceholderImage>('POST', PLACEHOLDERS, { aiCutoutType: 'common', url: `/api/files/${fileId}/content` });
    expect(byUrl.aiCutoutType).toBe('common');
    expect((await c.get<AiCutoutPlaceholderImage[]>(`${PLACEHOLDERS}?aiCutoutType=body`)).map((p) => p.id)).toContain(byFile.id);
    await c.ok('DELETE', `${PLACEHOLDERS}/${byFile.id}`);
    expect((await c.get<AiCutoutPlaceholderImage[]>(`${PLACEHOLDERS}?aiCutoutType=body`)).map((p) => p.id)).not.toContain(byFile.id);
    await c.fails('DELETE', `${PLACEHOLDERS}/${byFile.id}`, undefined, 404);
  });

  it('refuses a file that is not PNG or JPEG, one over 3 MB, an unknown file and a wrong type', async () => {
    const gif = await upload(api, 'a.gif', Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), 3);
    expect((await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: 'x', fileId: gif }, 400)).message).toContain('PNG 或 JPEG');
    const big = await upload(api, 'big.png', new Uint8Array(3_145_729), 3);
    expect((await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: 'x', fileId: big }, 400)).message).toContain(PLACEHOLDER_TOO_LARGE);
    await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: 'https://elsewhere.example/a.png' }, 400);
    const png = await upload(api, 'ok.png', subjectPng(), 3);
    await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'face', url: 'x', fileId: png }, 400);
  });

  it('checks the stored bytes, not the declared type: a GIF or HTML named .png is refused, a real JPEG taken', async () => {
    const gif = await upload(api, 'fake.png', Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0), 3, 'image/png');
    const refused = await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: 'blob:x', fileId: gif }, 400);
    expect(refused).toMatchObject({ code: 'NOT_AN_IMAGE', message: 'fake.png 不是 PNG 或 JPEG 图片（文件内容与声明的类型不符）' });
    const html = await upload(api, 'page.jpg', new TextEncoder().encode('<html><script>alert(1)</script>'), 3, 'image/jpeg');
    expect((await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: `/api/files/${html}/content` }, 400)).code).toBe('NOT_AN_IMAGE');
    const jpeg = await upload(api, 'a.jpg', jpegBytes(20, 20), 3, 'image/jpeg');
    expect((await c.ok<AiCutoutPlaceholderImage>('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: 'blob:x', fileId: jpeg })).aiCutoutType).toBe('head');
  });

  it("takes a url only on the dev API's own origin (or a path), never another host's /api/files/…", async () => {
    const png = await upload(api, 'ok.png', subjectPng(), 3, 'image/png');
    const foreign = await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: `https://evil.example/api/files/${png}/content` }, 400);
    expect(foreign).toMatchObject({ code: 'URL_NOT_ALLOWED', message: expect.stringContaining('开发接口自己的文件地址') });
    await c.fails('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: `//evil.example/api/files/${png}/content` }, 400);
    expect((await c.ok<AiCutoutPlaceholderImage>('POST', PLACEHOLDERS, { aiCutoutType: 'head', url: `${ORIGIN}/api/files/${png}/content` })).aiCutoutType).toBe('head');
    expect((await c.ok<AiCutoutPlaceholderImage>('POST', PLACEHOLDERS, { aiCutoutType: 'body', url: `/api/files/${png}/content` })).aiCutoutType).toBe('body');
  });
});

describe('dev API cutout token and host', () => {
  let api: DevApi;
  let c: Client;
  let now: number;
  let input: CutoutTaskInput;
  beforeEach(async () => {
    now = 1_700_000_000_000;
    api = createDevApi({ origin: ORIGIN, now: () => now });
    c = client(api);
    const bytes = subjectPng();
    const fileId = await upload(api, '主体.png', bytes, 3);
    input = { imageUrl: `${ORIGIN}/api/files/${fileId}/content`, type: 'common', fileName: '主体.png', fileSize: bytes.length, width: 24, height: 24, outputImageFormat: 'png' };
  });

  async function create(body: CutoutTaskInput = input): Promise<{ task: CutoutTask; token: string }> {
    const { token } = await c.ok<{ token: string }>('POST', '/api/image_cutout_task/token', body);
    // The host takes no session: no bearer token.
    const response = await call(api, TASKS, { method: 'POST', body: { ...body, token } });
    expect(response.status).toBe(200);
    return { task: (await response.json()) as CutoutTask, token };
  }

  async function poll(id: string, token: string): Promise<CutoutTask> {
    const response = await call(api, `${TASKS}/${id}`, { headers: { [CUTOUT_TOKEN_HEADER]: token } });
    expect(response.status).toBe(200);
    return (await response.json()) as CutoutTask;
  }

  const setHost = (body: unknown) => c.ok('POST', '/api/__dev/cutout_host', body);

  it('runs for the delay, then answers SUCCESS with a PNG whose background is transparent', async () => {
    const { task, token } = await create();
    expect(task).toMatchObject({ status: 'RUNNING', errorMessage: null, resultImageUrls: null });
    now += 1000;
    expect((await poll(task.id, token)).status).toBe('RUNNING');
    now += 1000;
    const done = await poll(task.id, token);
    expect(done.status).toBe('SUCCESS');
    expect(done.resultImageUrls).toHaveLength(1);
    const result = await decodePng(new Uint8Array(await (await api.handle(new Request(done.resultImageUrls![0]!))).arrayBuffer()));
    expect(result.width).toBe(24);
    expect(result.data[3]).toBe(0);
    expect(result.data[(12 * 24 + 12) * 4 + 3]).toBe(255);
    expect([...result.data.subarray((12 * 24 + 12) * 4, (12 * 24 + 12) * 4 + 3)]).toEqual([220, 20, 40]);
    // The same result on a later poll, not a second matte.
    expect((await poll(task.id, token)).resultImageUrls).toEqual(done.resultImageUrls);
  });

  it('checks the token input of spec 2 §7 and spends a token on one task', async () => {
    await c.fails('POST', '/api/image_cutout_task/token', { ...input, outputImageFormat: 'jpg' }, 400);
    await c.fails('POST', '/api/image_cutout_task/token', { ...input, type: 'face' }, 400);
    await c.fails('POST', '/api/image_cutout_task/token', { ...input, width: 0 }, 400);
    const { token } = await c.ok<{ token: string }>('POST', '/api/image_cutout_task/token', input);
    const mismatch = await call(api, TASKS, { method: 'POST', body: { ...input, fileName: 'other.png', token } });
    expect((await errorOf(mismatch)).code).toBe('CUTOUT_TOKEN_MISMATCH');
    expect((await call(api, TASKS, { method: 'POST', body: { ...input, token } })).status).toBe(200);
    expect((await call(api, TASKS, { method: 'POST', body: { ...input, token } })).status).toBe(401);
    expect((await call(api, TASKS, { method: 'POST', body: { ...input, token: 'made-up' } })).status).toBe(401);
    const noSession = await call(api, '/api/image_cutout_task/token', { method: 'POST', body: input });
    expect(noSession.status).toBe(401);
  });

  it('answers a task only to the holder of its token', async () => {
    const { task } = await create();
    expect((await call(api, `${TASKS}/${task.id}`)).status).toBe(404);
    expect((await call(api, `${TASKS}/${task.id}`, { headers: { [CUTOUT_TOKEN_HEADER]: 'wrong' } })).status).toBe(404);
  });

  it('plays the outcomes QA queues, in order, and the delay it sets', async () => {
    await setHost({
      delayMs: 0,
      next: [{ outcome: 'failed', errorMessage: '人像识别失败' }, { outcome: 'failed' }, { outcome: 'empty' }, { outcome: 'unknown', status: 'CANCELLED' }],
    });
    const outcomes: CutoutTask[] = [];
    for (let i = 0; i < 5; i++) {
      const { task, token } = await create();
      outcomes.push(await poll(task.id, token));
    }
    expect(outcomes.map(({ status, errorMessage, resultImageUrls }) => ({ status, errorMessage, empty: resultImageUrls?.length === 0 }))).toEqual([
      { status: 'FAILED', errorMessage: '人像识别失败', empty: false },
      { status: 'FAILED', errorMessage: null, empty: false },
      { status: 'SUCCESS', errorMessage: null, empty: true },
      { status: 'CANCELLED', errorMessage: null, empty: false },
      { status: 'SUCCESS', errorMessage: null, empty: false },
    ]);
    await c.fails('POST', '/api/__dev/cutout_host', { next: [{ outcome: 'maybe' }] }, 400);
    await c.fails('POST', '/api/__dev/cutout_host', { delayMs: -1 }, 400);
  });

  it('answers each rule of the cutout bodies with its text', async () => {
    const task: Array<[Record<string, unknown>, string]> = [
      [{ ...input, type: 'face' }, 'type 必须是 head、body、common 之一'],
      [{ ...input, type: undefined }, 'type 必须是 head、body、common 之一'],
      [{ ...input, outputImageFormat: 'jpg' }, 'outputImageFormat 必须是 png'],
      [{ ...input, imageUrl: ' ' }, 'imageUrl 必须是非空字符串'],
      [{ ...input, fileName: undefined }, 'fileName 必须是非空字符串'],
      [{ ...input, fileSize: '10' }, 'fileSize 必须是正整数'],
      [{ ...input, width: 0 }, 'width 必须是正整数'],
      [{ ...input, height: 2.5 }, 'height 必须是正整数'],
    ];
    for (const [body, message] of task) {
      expect((await c.fails('POST', '/api/image_cutout_task/token', body, 400)).message).toBe(message);
      expect((await errorOf(await call(api, TASKS, { method: 'POST', body: { ...body, token: 'x' } }))).message).toBe(message);
    }
    expect((await errorOf(await call(api, TASKS, { method: 'POST', body: input }))).message).toBe('token 必须是非空字符串');
    const host: Array<[unknown, string]> = [
      [{ delayMs: -1 }, 'delayMs 必须是 0 到 120000 之间的整数毫秒'],
      [{ delayMs: null }, 'delayMs 必须是 0 到 120000 之间的整数毫秒'],
      [{ next: {} }, 'next 必须是数组'],
      [{ next: ['matte'] }, 'next 的每项必须是 {outcome: matte | failed | empty | unknown}'],
      [{ next: [{ outcome: 'failed', errorMessage: 7 }] }, 'errorMessage 必须是字符串'],
    ];
    for (const [body, message] of host) expect((await c.fails('POST', '/api/__dev/cutout_host', body, 400)).message).toBe(message);
    // A refused body changes nothing.
    expect(await c.get('/api/__dev/cutout_host')).toEqual({ delayMs: 2000, next: [] });
    const placeholder: Array<[Record<string, unknown>, string]> = [
      [{ url: 'x' }, 'aiCutoutType 必须是 head、body、common 之一'],
      [{ aiCutoutType: 'head' }, 'url 必须是非空字符串'],
      [{ aiCutoutType: 'head', fileId: '', url: ' ' }, 'url 必须是非空字符串'],
    ];
    for (const [body, message] of placeholder) expect((await c.fails('POST', PLACEHOLDERS, body, 400)).message).toBe(message);
    expect((await c.fails('GET', `${PLACEHOLDERS}?aiCutoutType=face`, undefined, 400)).message).toBe('aiCutoutType 必须是 head、body、common 之一');
  });

  it('fails the task with a reason when the image cannot be read or decoded', async () => {
    await setHost({ delayMs: 0 });
    const missing = await create({ ...input, imageUrl: `${ORIGIN}/api/files/nope/content` });
    expect(await poll(missing.task.id, missing.token)).toMatchObject({ status: 'FAILED', errorMessage: expect.stringContaining('图片不存在') });
    const gifId = await upload(api, 'a.gif', Uint8Array.of(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0), 3);
    const gif = await create({ ...input, imageUrl: `/api/files/${gifId}/content`, fileName: 'a.gif' });
    expect(await poll(gif.task.id, gif.token)).toMatchObject({ status: 'FAILED', errorMessage: '只能对 PNG 或 JPEG 图片抠图' });
    const jpegId = await upload(api, 'a.jpg', Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0), 3);
    const jpeg = await create({ ...input, imageUrl: `/api/files/${jpegId}/content`, fileName: 'a.jpg' });
    // Node has no JPEG decoder: the dev server says so (the page under the mock adapter decodes it).
    expect(await poll(jpeg.task.id, jpeg.token)).toMatchObject({ status: 'FAILED', errorMessage: expect.stringContaining('只支持 PNG') });
  });

  it('fails a decompression bomb (a 1 × 1 PNG whose data inflates to 32 MB) with the reason, reading no further than the header’s size', async () => {
    await setHost({ delayMs: 0 });
    const bomb = concatBytes([
      encodeRgbaPng({ width: 1, height: 1, data: new Uint8Array(4) }).subarray(0, 33),
      pngChunk('IDAT', deflateSync(new Uint8Array(32 * 1024 * 1024), { level: 9 })),
      pngChunk('IEND', new Uint8Array(0)),
    ]);
    const bombId = await upload(api, 'bomb.png', bomb, 3, 'image/png');
    const task = await create({ ...input, imageUrl: `/api/files/${bombId}/content`, fileName: 'bomb.png', fileSize: bomb.length, width: 1, height: 1 });
    // INFLATED_TOO_LARGE comes only from the reader's stop at the header's size (pngReader.ts), not after 32 MB.
    expect(await poll(task.task.id, task.token)).toMatchObject({ status: 'FAILED', errorMessage: INFLATED_TOO_LARGE, resultImageUrls: null });
  });

  it(`fails a picture over ${MAX_MATTE_SIDE} × ${MAX_MATTE_SIDE} pixels with its size in the reason`, async () => {
    await setHost({ delayMs: 0 });
    const head = encodeRgbaPng({ width: 1, height: 1, data: new Uint8Array(4) });
    new DataView(head.buffer, head.byteOffset).setUint32(16, 5000);
    new DataView(head.buffer, head.byteOffset).setUint32(20, 5000);
    const id = await upload(api, 'huge.png', head, 3, 'image/png');
    const task = await create({ ...input, imageUrl: `/api/files/${id}/content`, fileName: 'huge.png', fileSize: head.length, width: 5000, height: 5000 });
    expect(await poll(task.task.id, task.token)).toMatchObject({ status: 'FAILED', errorMessage: '图片太大（5000 × 5000），开发环境的抠图服务最多处理 4096 × 4096 像素' });
  });

  it('starts over on reset: seeded placeholders, default delay, no queued outcomes', async () => {
    await setHost({ delayMs: 5, next: [{ outcome: 'empty' }] });
    api.reset();
    expect(await c.get('/api/__dev/cutout_host')).toEqual({ delayMs: 2000, next: [] });
  });
});
