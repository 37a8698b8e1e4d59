// Shared by the catalogue tests: JSON calls with the merchant's token, and seeded ids by name.
import { expect } from 'vitest';
import { type DevApi } from '../../../adapters/mock/devApi';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import type { MaterialColor, PhoneBrand, PhoneCaseMaterial, PhoneModel } from '../../../contract/catalogue';
import { call, errorOf, type ErrorBody } from './helpers';

export const merchantToken = (api: DevApi): string => api.tokens.issue(DEV_ACCOUNTS.merchant.username);
export const subAccountToken = (api: DevApi): string => api.tokens.issue(DEV_ACCOUNTS.subAccount.username);

/** A wireframe body of the default size (spec 2 §3: 500 × 1044) with no images and no print area. */
export const wireframeInput = (overrides: Record<string, unknown> = {}) => ({
  width: 500,
  height: 1044,
  foregroundImageFileId: null,
  backgroundImageFileId: null,
  printAreaLeft: null,
  printAreaTop: null,
  printAreaRight: null,
  printAreaBottom: null,
  ...overrides,
});

export interface Client {
  get<T>(path: string): Promise<T>;
  /** Any method; expects 200 and returns the body. */
  ok<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** Any method; expects `status` and returns the checked error body. */
  fails(method: string, path: string, body: unknown, status: number): Promise<ErrorBody>;
}

export function client(api: DevApi, token = merchantToken(api)): Client {
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await call(api, path, { method, token, body });
    const text = await response.text();
    expect(response.status, `${method} ${path} → ${text}`).toBe(200);
    return JSON.parse(text) as T;
  };
  return {
    get: <T>(path: string) => ok<T>('GET', path),
    ok,
    async fails(method, path, body, status) {
      const response = await call(api, path, { method, token, body });
      expect(response.status, `${method} ${path}`).toBe(status);
      return errorOf(response);
    },
  };
}

export async function brandNamed(c: Client, name: string): Promise<PhoneBrand> {
  const brand = (await c.get<PhoneBrand[]>('/api/phone_brands')).find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`no brand ${name}`);
  return brand;
}

export async function modelNamed(c: Client, brandName: string, modelName: string): Promise<PhoneModel> {
  const brand = await brandNamed(c, brandName);
  const model = (await c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`)).find((m) => m.name === modelName);
  if (!model) throw new Error(`no model ${brandName}/${modelName}`);
  return model;
}

export async function colorNamed(c: Client, materialName: string, colorName: string): Promise<{ material: PhoneCaseMaterial; color: MaterialColor }> {
  const material = (await c.get<PhoneCaseMaterial[]>('/api/phone_case_materials')).find((m) => m.name === materialName);
  const color = material?.colors.find((candidate) => candidate.name === colorName);
  if (!material || !color) throw new Error(`no colour ${materialName}/${colorName}`);
  return { material, color };
}

/** Every list the API sends must be a well-formed chain: each `next` is the following item's id. */
export function expectChained(items: ReadonlyArray<{ id: string; next: string | null }>): void {
  expect(items.map((item) => item.next)).toEqual([...items.slice(1).map((item) => item.id), null].slice(0, items.length));
}
