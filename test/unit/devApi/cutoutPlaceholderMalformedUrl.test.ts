// POST /api/ai_cutout_placeholder_images names its picture by `url` (spec 2 §7). A url on the content route
// whose id is a malformed %-escape names no file, as the router reads such a path: 400, nothing stored.
import { describe, expect, it } from 'vitest';
import { createDevApi } from '../../../adapters/mock/devApi';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import { merchantToken } from './catalogueHelpers';
import { BASE as ORIGIN, call, errorOf } from './helpers';

const PLACEHOLDERS = '/api/ai_cutout_placeholder_images';

describe('a cutout placeholder url with a malformed %-escape', () => {
  for (const url of ['/api/files/%E0%A4%A/content', '/api/files/%/content', `${ORIGIN}/api/files/%ZZ/content`]) {
    it(`refuses ${url} with 400, storing nothing`, async () => {
      const api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });
      const token = merchantToken(api);
      const before = await (await call(api, PLACEHOLDERS, { token })).json();
      const response = await call(api, PLACEHOLDERS, { method: 'POST', token, body: { aiCutoutType: 'head', url } });
      const error = await errorOf(response);
      expect(`${response.status} ${error.code} ${error.message}`).toMatch(/^400 /);
      expect(await (await call(api, PLACEHOLDERS, { token })).json()).toEqual(before);
    });
  }
});
