// The dev API's print jigs (ROUTES.md "Print jigs"): the seeds, a write read by the contract's schema, a stale
// save from another tab refused with 409, and each account's own.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { JigSchema, slotsProblem } from '../../../contract/jigs';
import type { Jig, JigFields } from '../../../contract/jigTypes';
import type { PhoneBrand, PhoneModel } from '../../../contract/catalogue';
import { client } from './catalogueHelpers';
import { freshApi } from './helpers';

const PATH = '/api/print_jigs';
const fieldsOf = ({ id: _id, updatedAt: _updatedAt, ...fields }: Jig): JigFields => fields;

describe('dev API: print jigs', () => {
  it('seeds demo with the A3 six-slot jig the spec names, an SVG jig and a film sheet, each as the contract describes', async () => {
    const jigs = await client(freshApi()).get<Jig[]>(PATH);
    expect(jigs.map((jig) => [jig.name, jig.kind, jig.slots.length])).toEqual([
      ['A3 六格治具', 'grid', 6],
      ['400×600 八格治具', 'svg', 8],
      ['UV-DTF 胶片 600', 'film', 0],
    ]);
    for (const jig of jigs) expect(v.safeParse(JigSchema, jig).success).toBe(true);
    const [a3, svg, film] = jigs;
    expect(a3).toMatchObject({ widthMm: 297, heightMm: 420, bleedMm: 0, dpi: 300, cutLines: true });
    expect(a3!.grid).toEqual({ columns: 3, rows: 2, offsetXMm: 12, offsetYMm: 20, pitchXMm: 95, pitchYMm: 195, slotWidthMm: 90, slotHeightMm: 180 });
    expect(a3!.slots.every((slot) => slot.phoneModelIds.length === 0 && slot.rotation === 0 && !slot.mirror)).toBe(true);
    expect(svg!.slots.filter((slot) => slot.rotation === 90).map((slot) => slot.number)).toEqual([8]);
    expect(svg!.slots.every((slot) => slot.outline?.endsWith('Z'))).toBe(true);
    expect(slotsProblem(svg!.slots, svg!.widthMm, svg!.heightMm)).toBeUndefined();
    expect(film).toMatchObject({ widthMm: 600, heightMm: 1000, film: { marginMm: 5, gapMm: 3, allowTurn: true } });
  });

  it('gives newshop none', async () => {
    const api = freshApi();
    expect(await client(api, api.tokens.issue(DEV_ACCOUNTS.newcomer.username)).get<Jig[]>(PATH)).toEqual([]);
  });

  it('creates, changes and deletes a jig, refusing what breaks a rule and changing nothing then', async () => {
    const c = client(freshApi());
    const [a3] = await c.get<Jig[]>(PATH);
    const made = await c.ok<Jig>('POST', PATH, { ...fieldsOf(a3!), name: '  新治具  ' });
    expect(made.name).toBe('新治具');
    expect(made.id).not.toBe(a3!.id);

    const overlapping = { ...fieldsOf(made), grid: { ...made.grid!, pitchXMm: 80 } };
    expect((await c.fails('PUT', `${PATH}/${made.id}`, overlapping, 400)).message).toBe('横向间距不能小于槽位宽度，否则相邻槽位会重叠');
    const moved = made.slots.map((slot) => (slot.number === 4 ? { ...slot, yMm: 100 } : slot));
    // A grid's slots are where its grid says; an SVG jig's are its own, and may not overlap.
    expect((await c.fails('PUT', `${PATH}/${made.id}`, { ...fieldsOf(made), slots: moved }, 400)).message).toBe('网格的槽位位置或尺寸与网格设置不一致');
    expect((await c.fails('PUT', `${PATH}/${made.id}`, { ...fieldsOf(made), kind: 'svg', grid: null, svgFileName: 'a3.svg', slots: moved }, 400)).message).toBe('槽位1与槽位4重叠');
    expect((await c.fails('POST', PATH, { kind: 'grid' }, 400)).message).toBe('请填写治具名称');
    expect((await c.get<Jig[]>(PATH)).find((jig) => jig.id === made.id)).toEqual(made);

    const changed = await c.ok<Jig>('PUT', `${PATH}/${made.id}`, { ...fieldsOf(made), dpi: 600, baseUpdatedAt: made.updatedAt });
    expect(changed.dpi).toBe(600);
    expect(changed.updatedAt).toBeGreaterThan(made.updatedAt);

    await c.ok('DELETE', `${PATH}/${made.id}`);
    expect((await c.fails('DELETE', `${PATH}/${made.id}`, undefined, 404)).code).toBe('RECORD_NOT_FOUND');
  });

  it('refuses a save made from a jig another tab has saved since, with 409, and keeps the other save', async () => {
    const c = client(freshApi());
    const [a3] = await c.get<Jig[]>(PATH);
    const first = await c.ok<Jig>('PUT', `${PATH}/${a3!.id}`, { ...fieldsOf(a3!), bleedMm: 1, baseUpdatedAt: a3!.updatedAt });
    const stale = await c.fails('PUT', `${PATH}/${a3!.id}`, { ...fieldsOf(a3!), bleedMm: 2, baseUpdatedAt: a3!.updatedAt }, 409);
    expect(stale).toMatchObject({ code: 'JIG_CONFLICT', message: '该治具已在其他页面修改过，当前内容不是最新版本' });
    expect((await c.get<Jig[]>(PATH))[0]).toEqual(first);
  });

  it('takes only the account’s own models in a slot', async () => {
    const c = client(freshApi());
    const brand = (await c.get<PhoneBrand[]>('/api/phone_brands'))[0]!;
    const model = (await c.get<PhoneModel[]>(`/api/phone_brands/${brand.id}/phone_models`))[0]!;
    const [a3] = await c.get<Jig[]>(PATH);
    const slots = a3!.slots.map((slot) => (slot.number === 2 ? { ...slot, phoneModelIds: [model.id, model.id] } : slot));
    const saved = await c.ok<Jig>('PUT', `${PATH}/${a3!.id}`, { ...fieldsOf(a3!), slots });
    expect(saved.slots[1]!.phoneModelIds).toEqual([model.id]);
    const unknown = a3!.slots.map((slot) => (slot.number === 3 ? { ...slot, phoneModelIds: ['999999'] } : slot));
    expect((await c.fails('PUT', `${PATH}/${a3!.id}`, { ...fieldsOf(a3!), slots: unknown }, 400)).message).toBe('槽位3适用的型号不存在：999999');
  });
});
