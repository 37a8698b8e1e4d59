// @vitest-environment node
// What the dev API reads as a number or a name is what a person would: digits only, UTF-8 only, and no
// character in a name that stands for something lost or draws nothing (contract/wire.ts, contract/textWidth.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { BASE, call, errorOf, freshApi, login } from './helpers';

describe('the dev API reads numbers and names strictly', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  it.each(['0x1', '0b1', '0o1', '1e0', ' 0x1 '])('refuses the asset type %j, which Number() would read as 1', async (type) => {
    const reply = await call(api, '/api/design_asset_collections', { method: 'POST', token, body: { type, name: '十六进制' } });
    expect(reply.status).toBe(400);
    expect((await errorOf(reply)).message).toContain('必须是 1（图库）、2（贴纸）或 3（背景）');
  });

  it('still reads the asset type "1" as 1', async () => {
    const reply = await call(api, '/api/design_asset_collections', { method: 'POST', token, body: { type: '1', name: '数字' } });
    expect(reply.status).toBe(200);
  });

  it('refuses a body whose bytes are not UTF-8 instead of storing U+FFFD', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
    const reply = await api.handle(
      new Request(`${BASE}/api/phone_brands`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: bytes }),
    );
    expect(reply.status).toBe(400);
    expect((await errorOf(reply)).message).toBe('请求体不是有效的 JSON');
  });

  it.each(['苹\u034f果', '苹果\ufffc', '\ufffd苹果'])('refuses the brand name %j: a character that draws nothing or stands for one lost', async (name) => {
    const reply = await call(api, '/api/phone_brands', { method: 'POST', token, body: { name } });
    expect(reply.status).toBe(400);
    expect((await errorOf(reply)).message).toBe('名称不能包含不可见字符');
  });

  it('keeps an emoji with its variation selector in a name', async () => {
    const reply = await call(api, '/api/phone_brands', { method: 'POST', token, body: { name: '爱心\u2764\ufe0f' } });
    expect(reply.status).toBe(200);
  });

  it('says back what a request sent short and readable: no more than 300 characters, no direction or zero-width characters', async () => {
    const id = `9${'x'.repeat(100_000)}`;
    const long = await call(api, '/api/phone_case_wireframes', { method: 'POST', token, body: { foregroundImageFileId: id, width: 500, height: 1000 } });
    expect(long.status).toBe(400);
    const { message } = await errorOf(long);
    expect(Array.from(message).length).toBeLessThanOrEqual(301);
    expect(message).toContain('文件不存在');
    expect(message.endsWith('xxx…')).toBe(true);

    const flipped = await call(api, '/api/phone_case_wireframes', { method: 'POST', token, body: { foregroundImageFileId: 'ab\u202Ecd\u200B', width: 500, height: 1000 } });
    expect(flipped.status).toBe(400);
    expect((await errorOf(flipped)).message).not.toMatch(/[\u202E\u200B]/);
  });
});
