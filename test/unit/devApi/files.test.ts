// @vitest-environment happy-dom
// happy-dom on purpose: component tests run this flow in-process through the mock adapter there.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDevApi, type DevApi } from '../../../adapters/mock/devApi';
import { BASE, call, errorOf, freshApi, login } from './helpers';
import { UPLOAD_FILE_NAME_MAX } from '../../../contract/fileNames';

interface UploadForm {
  uploadUrl: string;
  params: Record<string, string>;
  fileId: string;
  fileUrl: string;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 250, 251, 252, 253]);

async function uploadForm(api: DevApi, token: string, fileName = '图库-1.png', type: unknown = 1): Promise<UploadForm> {
  const response = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName, type } });
  expect(response.status).toBe(200);
  return (await response.json()) as UploadForm;
}

function multipart(params: Record<string, string>, file?: Blob, fileName = '图库-1.png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) form.append(key, value);
  if (file) form.append('file', file, fileName);
  return form;
}

function postStorage(api: DevApi, form: UploadForm, body: FormData): Promise<Response> {
  return api.handle(new Request(form.uploadUrl, { method: 'POST', body }));
}

describe('dev API files', () => {
  let api: DevApi;
  let token: string;
  beforeEach(async () => {
    api = freshApi();
    token = await login(api);
  });

  it('stores the bytes of a three-step upload and serves them back at fileUrl', async () => {
    const form = await uploadForm(api, token);
    expect(form.uploadUrl).toBe(`${BASE}/api/files/storage`);
    expect(Object.keys(form.params).sort()).toEqual(['key', 'policy', 'signature']);
    expect(form.params.key).toBe(form.fileId);
    expect(form.fileUrl).toBe(api.files.url(form.fileId));
    expect(form.fileUrl).toMatch(new RegExp(`^${BASE}/api/files/${form.fileId}/content\\?owner=demo&sig=[0-9a-f]{64}$`));
    expect(api.files.get(form.fileId)?.status).toBe('pending');

    const stored = await postStorage(api, form, multipart(form.params, new Blob([PNG], { type: 'image/png' })));
    expect(stored.status).toBe(204);
    const result = await call(api, '/api/files/upload_result', {
      method: 'POST',
      token,
      body: { success: true, fileId: form.fileId, uploadTime: 1_700_000_000_000, fileSize: PNG.byteLength, errorMessage: null },
    });
    expect(result.status).toBe(200);
    expect(await result.json()).toEqual({});
    expect(api.files.get(form.fileId)).toMatchObject({ status: 'uploaded', kind: 1, uploadedAt: 1_700_000_000_000, fileName: '图库-1.png' });

    // No bearer token: an <img> fetches this.
    const content = await api.handle(new Request(form.fileUrl));
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(content.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(PNG);
  });

  it('takes the type from the file name when the part has none', async () => {
    const form = await uploadForm(api, token, 'font.ttf', 6);
    await postStorage(api, form, multipart(form.params, new Blob([PNG]), 'font.ttf'));
    const content = await api.handle(new Request(form.fileUrl));
    expect(content.headers.get('content-type')).toBe('font/ttf');
  });

  it('refuses upload_result success when the bytes never arrived', async () => {
    const form = await uploadForm(api, token);
    const response = await call(api, '/api/files/upload_result', {
      method: 'POST',
      token,
      body: { success: true, fileId: form.fileId, uploadTime: 1, fileSize: 10, errorMessage: null },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('FILE_NOT_RECEIVED');
    expect((await api.handle(new Request(form.fileUrl))).status).toBe(404);
  });

  it('records a reported failure with its message', async () => {
    const form = await uploadForm(api, token);
    await call(api, '/api/files/upload_result', {
      method: 'POST',
      token,
      body: { success: false, fileId: form.fileId, uploadTime: 1, fileSize: 10, errorMessage: '上传失败: 500 boom' },
    });
    expect(api.files.get(form.fileId)).toMatchObject({ status: 'failed', errorMessage: '上传失败: 500 boom' });
  });

  it('refuses a storage POST with a wrong signature, an unknown key or no file part', async () => {
    const form = await uploadForm(api, token);
    const file = new Blob([PNG], { type: 'image/png' });
    const cases: Array<[FormData, string]> = [
      [multipart({ ...form.params, signature: 'forged' }, file), 'INVALID_SIGNATURE'],
      [multipart({ ...form.params, key: '424242' }, file), 'INVALID_SIGNATURE'],
      [multipart(form.params), 'FILE_MISSING'],
    ];
    for (const [body, code] of cases) {
      const response = await postStorage(api, form, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe(code);
    }
    const notMultipart = await api.handle(new Request(form.uploadUrl, { method: 'POST', body: 'hello' }));
    expect(notMultipart.status).toBe(400);
    await errorOf(notMultipart);
  });

  it('refuses a second storage POST once the result was reported', async () => {
    const form = await uploadForm(api, token);
    const body = () => multipart(form.params, new Blob([PNG], { type: 'image/png' }));
    await postStorage(api, form, body());
    await call(api, '/api/files/upload_result', { method: 'POST', token, body: { success: true, fileId: form.fileId } });
    const again = await postStorage(api, form, body());
    expect(again.status).toBe(400);
  });

  it.each([0, 7, 1.5, 'x', null])('refuses upload kind %s (spec 1 §3 has 1..6)', async (type) => {
    const response = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName: 'a.png', type } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain('type');
  });

  it('answers each rule of the upload bodies with its text', async () => {
    const form = await uploadForm(api, token);
    const refused: Array<[string, Record<string, unknown>, string]> = [
      ['/api/files/upload_form', { type: 1 }, 'fileName 必须是非空字符串'],
      ['/api/files/upload_form', { fileName: '  ', type: 1 }, 'fileName 必须是非空字符串'],
      ['/api/files/upload_form', { fileName: 7, type: 1 }, 'fileName 必须是非空字符串'],
      // Sent back in the file's Content-Disposition: no half character (no UTF-8 holds one), no header of megabytes.
      ['/api/files/upload_form', { fileName: '设计\uD83D.bin', type: 3 }, `fileName 最多 ${UPLOAD_FILE_NAME_MAX} 个字符，且不能含半个字符（不成对的代理项）`],
      ['/api/files/upload_form', { fileName: `${'a'.repeat(1_000_000)}.bin`, type: 3 }, `fileName 最多 ${UPLOAD_FILE_NAME_MAX} 个字符，且不能含半个字符（不成对的代理项）`],
      ['/api/files/upload_form', { fileName: 'a.png' }, 'type 必须是 1 到 6 之间的整数'],
      ['/api/files/upload_form', { fileName: 'a.png', type: '' }, 'type 必须是 1 到 6 之间的整数'],
      ['/api/files/upload_form', { fileName: 'a.png', type: '-1' }, 'type 必须是 1 到 6 之间的整数'],
      ['/api/files/upload_form', { fileName: 'a.png', type: 1.5 }, 'type 必须是整数'],
      ['/api/files/upload_form', { fileName: 'a.png', type: '0x3' }, 'type 必须是整数'],
      ['/api/files/upload_form', { fileName: 'a.png', type: true }, 'type 必须是整数'],
      ['/api/files/upload_result', { success: true }, 'fileId 必填'],
      ['/api/files/upload_result', { fileId: '', success: true }, 'fileId 必填'],
      ['/api/files/upload_result', { fileId: form.fileId }, 'success 必须是布尔值'],
      ['/api/files/upload_result', { fileId: form.fileId, success: 'true' }, 'success 必须是布尔值'],
      ['/api/files/taobao', { type: 4 }, 'url 必须是非空字符串'],
      ['/api/files/taobao', { url: 'https://img.alicdn.com/a.jpg', type: 7 }, 'type 必须是 1 到 6 之间的整数'],
    ];
    for (const [path, body, message] of refused) {
      const response = await call(api, path, { method: 'POST', token, body });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(await errorOf(response), `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    // The longest name taken is served back.
    const longest = `${'设'.repeat(UPLOAD_FILE_NAME_MAX - 4)}.png`;
    const named = await uploadForm(api, token, longest);
    await postStorage(api, named, multipart(named.params, new Blob([PNG], { type: 'image/png' }), longest));
    await call(api, '/api/files/upload_result', { method: 'POST', token, body: { success: true, fileId: named.fileId } });
    expect(api.files.get(named.fileId)).toMatchObject({ status: 'uploaded', fileName: longest });
    expect((await api.handle(new Request(named.fileUrl))).status).toBe(200);
    // " 3 " reads as 3; a numeric file id as its digits.
    expect((await uploadForm(api, token, 'b.png', ' 3 ')).fileId).toMatch(/^\d+$/);
    const failed = await call(api, '/api/files/upload_result', { method: 'POST', token, body: { fileId: Number(form.fileId), success: false, errorMessage: 7 } });
    expect(failed.status).toBe(200);
    expect(api.files.get(form.fileId)).toMatchObject({ status: 'failed', errorMessage: '' });
    const other = await uploadForm(api, token);
    await call(api, '/api/files/upload_result', { method: 'POST', token, body: { fileId: other.fileId, success: false } });
    expect(api.files.get(other.fileId)?.errorMessage).toBe('');
  });

  it('accepts every upload kind 1..6', async () => {
    for (let type = 1; type <= 6; type++) expect((await uploadForm(api, token, 'a.png', type)).fileId).toMatch(/^\d+$/);
  });

  it('registers a marketplace-hosted image and redirects its content there', async () => {
    const url = 'https://img.alicdn.com/imgextra/i1/123/O1CN01abc.jpg';
    const response = await call(api, '/api/files/taobao', {
      method: 'POST',
      token,
      body: { url, taobaoFileId: 987654321, uploadTime: 1_700_000_000_000, fileSize: 2048, type: 4 },
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(api.files.get(id)).toMatchObject({ url, kind: 4, status: 'uploaded', taobaoFileId: '987654321', mimeType: 'image/jpeg' });
    const content = await api.handle(new Request(`${BASE}/api/files/${id}/content`, { redirect: 'manual', headers: { authorization: `Bearer ${token}` } }));
    expect(content.status).toBe(302);
    expect(content.headers.get('location')).toBe(url);
  });

  it('answers 404 for the content of an unknown file', async () => {
    const response = await call(api, '/api/files/999999/content', { token });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('FILE_NOT_FOUND');
  });

  it('builds fileUrl with the fileUrl option and relative URLs without an origin', async () => {
    const custom = createDevApi({ fileUrl: (file) => `blob:test/${file.id}` });
    const form = await uploadForm(custom, await login(custom));
    expect(form.fileUrl).toBe(`blob:test/${form.fileId}`);
    const relative = createDevApi();
    const plain = await uploadForm(relative, await login(relative));
    expect(plain.uploadUrl).toBe('/api/files/storage');
    expect(plain.fileUrl).toBe(relative.files.url(plain.fileId));
    expect(plain.fileUrl.startsWith(`/api/files/${plain.fileId}/content?`)).toBe(true);
  });

  it('forgets files on reset', async () => {
    const form = await uploadForm(api, token);
    api.reset();
    expect(api.files.get(form.fileId)).toBeUndefined();
  });
});
