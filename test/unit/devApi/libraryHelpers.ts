// Shared by the library tests: uploads through the three-step flow, seeded collections by name, and the
// fixture bytes on disk.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { DesignAssetCollection } from '../../../contract/library';
import { casePng } from '../../support/pngFile';
import { call } from './helpers';
import { merchantToken, type Client } from './catalogueHelpers';

/** Uploads `bytes` the way the console does (upload_form, storage POST, upload_result); returns the file id. */
export async function upload(api: DevApi, fileName: string, bytes: Uint8Array, kind = 1, mimeType = ''): Promise<string> {
  const token = merchantToken(api);
  const formResponse = await call(api, '/api/files/upload_form', { method: 'POST', token, body: { fileName, type: kind } });
  expect(formResponse.status).toBe(200);
  const form = (await formResponse.json()) as { uploadUrl: string; params: Record<string, string>; fileId: string };
  const multipart = new FormData();
  for (const [key, value] of Object.entries(form.params)) multipart.append(key, value);
  multipart.append('file', new Blob([bytes as BlobPart], mimeType ? { type: mimeType } : {}), fileName);
  const stored = await api.handle(new Request(form.uploadUrl, { method: 'POST', body: multipart }));
  expect(stored.status).toBe(204);
  const result = await call(api, '/api/files/upload_result', {
    method: 'POST',
    token,
    body: { success: true, fileId: form.fileId, uploadTime: 1_700_000_000_000, fileSize: bytes.byteLength, errorMessage: null },
  });
  expect(result.status).toBe(200);
  return form.fileId;
}

/** An upload_form whose bytes never came: the file stays `pending`. */
export async function pendingFile(api: DevApi, fileName: string, kind = 1): Promise<string> {
  const response = await call(api, '/api/files/upload_form', { method: 'POST', token: merchantToken(api), body: { fileName, type: kind } });
  return ((await response.json()) as { fileId: string }).fileId;
}

export async function collectionNamed(c: Client, type: 1 | 2 | 3, name: string): Promise<DesignAssetCollection> {
  const collection = (await c.get<DesignAssetCollection[]>(`/api/design_asset_collections?type=${type}`)).find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name} of type ${type}`);
  return collection;
}

/** A PNG's signature and its IHDR chunk (1 × 1), nothing after: an image by its bytes and its header, whose data is not there. */
export const PNG_HEADER = new Uint8Array(casePng(1, 1).subarray(0, 33));

export function svgBytes(text = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>'): Uint8Array {
  return new TextEncoder().encode(text);
}

/** A fixture file's bytes, read from disk (test code runs in Node whatever the environment). */
export function fixtureBytes(relativePath: string): Uint8Array {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  return new Uint8Array(readFileSync(join(repoRoot, 'fixtures', relativePath)));
}
