// A refusal that quotes what a request sent (模板分组不存在: …) says it back without the characters that would
// hide, reorder or break the words around it, and in part when it is long (http.ts shownMessage).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import type { TemplateGroup } from '../../../contract/templates';
import { client, type Client } from './catalogueHelpers';
import { freshApi } from './helpers';
import { GROUPS, TEMPLATES, layerInput, templateInput, uploadLayerImage } from './templateHelpers';

describe('the dev API says back a sent value readable and short', () => {
  let api: DevApi;
  let c: Client;
  let group: TemplateGroup;
  let image: string;
  beforeEach(async () => {
    api = freshApi();
    c = client(api);
    group = await c.ok<TemplateGroup>('POST', GROUPS, { name: '回显分组' });
    image = await uploadLayerImage(api, 'echo.svg');
  });

  const refusal = async (body: unknown) => (await c.fails('POST', TEMPLATES, body, 400)).message;

  it('quotes markup as text, as a JSON reply may', async () => {
    expect(await refusal(templateInput('<script>alert(1)</script>', [layerInput(image, 'a')]))).toBe('模板分组不存在: <script>alert(1)</script>');
  });

  it('leaves out control characters a sent id holds, C0 and C1 alike', async () => {
    const message = await refusal(templateInput(group.id, [layerInput('x\u0007y\u0000z\u0085w\u009b', 'a')]));
    expect(message).toContain('xyzw');
    expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('leaves out direction and zero-width characters, and a line break', async () => {
    const message = await refusal(templateInput(`a\u202eb\u200bc\nd\u2028e\u061cf`, [layerInput(image, 'a')]));
    expect(message).toBe('模板分组不存在: abcdef');
  });

  it('says a long value in part', async () => {
    const message = await refusal(templateInput('g'.repeat(5000), [layerInput(image, 'a')]));
    expect(Array.from(message).length).toBeLessThanOrEqual(301);
    expect(message.startsWith('模板分组不存在: ggg')).toBe(true);
    expect(message.endsWith('…')).toBe(true);
  });
});
