// The dev-and-QA reply check (src/api/replyCheck.ts): the dev API's own replies pass, and a reply that
// differs from contract/ is reported once per route and field, naming both.
import { describe, expect, it } from 'vitest';
import { checkReply } from '../../../src/api/replyCheck';
import { createDevApi } from '../../../adapters/mock/devApi';
import { call } from '../devApi/helpers';

describe('reply check', () => {
  it('passes the dev API\'s own shops and products', async () => {
    const api = createDevApi();
    const token = api.tokens.issue('demo');
    const shops = (await (await call(api, '/api/shops', { token })).json()) as Array<{ id: string }>;
    expect(checkReply('GET', '/api/shops', shops, () => {})).toEqual([]);
    const products = await (await call(api, `/api/products?shopId=${shops[0]!.id}`, { token })).json();
    expect(checkReply('GET', '/api/products', products, () => {})).toEqual([]);
  });

  it('reports a field the real service sends otherwise, once, with the route and the field', () => {
    const warnings: string[] = [];
    const shop = { id: '1', name: '店', type: 1, boundAt: 0 };
    checkReply('GET', '/api/shops', [shop, shop], (text) => warnings.push(text));
    checkReply('GET', '/api/shops', [shop], (text) => warnings.push(text));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /api/shops');
    expect(warnings[0]).toContain('[0].revision');
  });

  it('leaves a route without a reply schema alone', () => {
    expect(checkReply('GET', '/api/users/me', 42, () => { throw new Error('no warning expected'); })).toEqual([]);
  });
});
