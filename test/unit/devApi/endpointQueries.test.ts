// The queries of the endpoint table (contract/endpoints/): every query a route reads is its entry's, read by the
// router with the entry's schema (a 400 naming the parameter, before the route does any work), and typed for the
// console from the same schema; no route reads the request's query parameters by hand.
import { readFileSync, readdirSync } from 'node:fs';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { QueryOf } from '../../../contract/endpoint';
import { skus, wireframes } from '../../../contract/endpoints/catalogue';
import { recharges } from '../../../contract/endpoints/credits';
import { erpModelBindings } from '../../../contract/endpoints/erp';
import { CREDITS_INVALID } from '../../../contract/queries';
import { listEndpoints } from '../../support/endpointList';
import { client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { integrate } from './erpHelpers';

const DEV_API = new URL('../../../adapters/mock/devApi/', import.meta.url);

/**
 * The modules that may read a request's query parameters themselves, and why: none is a query of the admin API.
 * An order image's and a fault's `x-oss-process` is OSS's image processing, asked of an image address; a file's
 * and a print link's `sig`, `owner`, `expires` and `token` are the signature the address was handed out with;
 * a marketplace image's address is refused when it carries any query at all.
 */
const READ_BY_HAND = ['devTools/faults.ts', 'files/fileLinks.ts', 'files/marketplaceUrls.ts', 'orders/orderImageRoutes.ts', 'orders/printLinks.ts'];

function modulesUnder(folder: URL, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'http' ? [] : modulesUnder(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.ts') ? [`${prefix}${entry.name}`] : [];
  });
}

describe('the endpoint table holds every query the dev API reads', () => {
  it('leaves no route reading its query by hand', () => {
    const readers = modulesUnder(DEV_API).filter((path) => /searchParams|url\.search\b/.test(readFileSync(new URL(path, DEV_API), 'utf8')));
    expect(readers.sort()).toEqual(READ_BY_HAND);
  });

  it('gives a query schema to every list read by a filter, and to the payment form', () => {
    const withQuery = listEndpoints()
      .filter(({ endpoint }) => endpoint.rules && endpoint.rules.query)
      .map(({ name }) => name);
    expect(withQuery).toEqual(expect.arrayContaining([
      'catalogue.skus.list', 'catalogue.wireframes.list', 'customization.skuSettings.list', 'templates.templates.list',
      'credits.recharges.paymentForm', 'erp.erpFactories.modelSync', 'erp.erpFactories.models', 'erp.erpModelBindings.list',
      'erp.erpMaterials.list', 'erp.erpMaterialBindings.list', 'erp.erpColorBindings.list',
    ]));
  });

  it('types the console\'s query from the schema', () => {
    expectTypeOf<QueryOf<typeof wireframes.list>>().toEqualTypeOf<{ ids: string }>();
    expectTypeOf<QueryOf<typeof recharges.paymentForm>>().toEqualTypeOf<{ credits: number }>();
    expectTypeOf<QueryOf<typeof erpModelBindings.list>>().toEqualTypeOf<{ factoryId: string; phoneBrandId: string }>();
    expectTypeOf<QueryOf<typeof skus.list>>().toEqualTypeOf<{ materialColorId?: string | undefined; phoneModelIds?: string | undefined }>();
  });
});

describe('the router reads those queries with their schemas', () => {
  let c: Client;
  beforeEach(() => {
    c = client(freshApi());
  });

  it('refuses a list without its filter, naming the parameter', async () => {
    expect((await c.fails('GET', '/api/phone_case_skus', undefined, 400)).message).toBe('phoneModelIds 或 materialColorId 必填');
    expect((await c.fails('GET', '/api/phone_case_wireframes', undefined, 400)).message).toBe('ids 必填');
    expect((await c.fails('GET', '/api/phone_case_customization_settings?productOriginalIds=1', undefined, 400)).message).toBe('shopId 必填');
    expect((await c.fails('GET', '/api/design_templates?collectionId=%20', undefined, 400)).message).toBe('collectionId 必填');
    expect((await c.fails('GET', '/api/account_credits/payment_form?credits=1500', undefined, 400)).message).toBe(CREDITS_INVALID);
  });

  it('refuses an ERP list whose factory is missing or no id, once the ERP is connected', async () => {
    await integrate(c);
    expect((await c.fails('GET', '/api/erp/factory_phone_models', undefined, 400)).message).toBe('factoryId 必填');
    expect((await c.fails('GET', '/api/erp/phone_case_materials?factoryId=abc', undefined, 400)).message).toBe('factoryId 必须是 id');
    expect((await c.fails('GET', '/api/erp/factory_phone_model_bindings?factoryId=1', undefined, 400)).message).toBe('phoneBrandId 必填');
  });
});
