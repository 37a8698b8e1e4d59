// Spec 2 §4 puts the background under every other layer; the API refuses a body whose background is not at the
// bottom (a mini-program drawing by index would show it over the design), and stores nothing.
import { describe, expect, it } from 'vitest';
import { createDevApi } from '../../../adapters/mock/devApi';
import { readSeedFileFromDisk } from '../../../adapters/mock/devApi/http/nodeMiddleware';
import type { TemplateGroup, TemplateSummary } from '../../../contract/templates';
import { BACKGROUND_NOT_BOTTOM } from '../../../contract/templateBody';
import { client, merchantToken } from './catalogueHelpers';
import { BASE as ORIGIN, call } from './helpers';
import { GROUPS, TEMPLATES, layerInput, listOf, templateInput, uploadLayerImage } from './templateHelpers';

describe('dev API: a background that is not the bottom layer', () => {
  it('is refused, and nothing is stored', async () => {
    const api = createDevApi({ origin: ORIGIN, readSeedFile: readSeedFileFromDisk });
    const c = client(api);
    const group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '背景分组' });
    const image = await uploadLayerImage(api, 'bg.png');
    const layers = [
      layerInput(image, 'sticker', { index: 0 }),
      layerInput(image, 'background', { index: 1, isBackground: true, left: 0, top: 0, width: 500, height: 1044 }),
    ];
    const response = await call(api, TEMPLATES, { method: 'POST', token: merchantToken(api), body: templateInput(group.id, layers) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(BACKGROUND_NOT_BOTTOM);
    expect(await listOf(c, group.id)).toEqual<TemplateSummary[]>([]);
  });
});
