/**
 * A template saved before groups were held to one run of the stack under one name (docs/designer.md,
 * "Names and groups"): one group id on two runs apart, under two names. The designer opens it with each run
 * a group of its own, nothing drawn moved, and saves it as the dev API now takes it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DesignTemplate, Layer } from '../../contract/templates';
import { callDevApi } from '../support/devApiCalls';
import { canvas, openDesigner, saveDesign, savedLayersOf, shown } from './designerPage';
import { useConsole } from './fixtures';
import { miniProgramLayers } from './miniProgramView';

const e2e = useConsole();

const selected = async (page: Page) => ((await canvas(page).getAttribute('data-selected')) ?? '').split(',').filter(Boolean);
const groupRows = (page: Page) => page.locator('.designer-layer-list .designer-group-row');

/** The seeded 蜜桃爱心 as an older save left it: its heart and star twice each, one group id on both pairs with the star between. */
async function olderTemplate(): Promise<{ template: DesignTemplate; stack: string[] }> {
  const { server } = e2e;
  const groups = await callDevApi<{ id: string }[]>(server, 'GET', '/api/design_template_collections');
  for (const group of groups) {
    const list = await callDevApi<{ id: string; name: string }[]>(server, 'GET', `/api/design_templates?collectionId=${group.id}`);
    const found = list.find((template) => template.name === '蜜桃爱心');
    if (!found) continue;
    const seeded = await callDevApi<DesignTemplate>(server, 'GET', `/api/design_templates/${found.id}`);
    const [background, heart, star] = seeded.layers;
    const copy = (layer: Layer, uuid: string, over: Partial<Layer> = {}): Layer => ({ ...layer, uuid, id: null, left: layer.left + 30, ...over });
    // Bottom first: background, heart (g, 编组 1), heart copy (g, 编组 1), star, star copy (g, 编组 2), heart copy (g, 编组 2).
    const layers = [
      background!,
      { ...heart!, groupId: 'g', groupName: '编组 1' },
      copy(heart!, 'heart-2', { groupId: 'g', groupName: '编组 1' }),
      star!,
      copy(star!, 'star-2', { groupId: 'g', groupName: '编组 2' }),
      copy(heart!, 'heart-3', { groupId: 'g', groupName: '编组 3', top: heart!.top + 60 }),
    ].map((layer, index) => ({ ...layer, index }));
    return { template: { ...seeded, layers }, stack: layers.map((layer) => layer.uuid) };
  }
  throw new Error('蜜桃爱心 not seeded');
}

describe('设计器 a group an older save split', () => {
  it('opens each run as a group of its own under one name, moving nothing drawn, and saves what the dev API takes', async () => {
    const { page, server } = e2e;
    const { template, stack } = await olderTemplate();
    // The dev API refuses such a body now, so the older save is what its GET answers.
    server.devApi.faults.add({ method: 'GET', path: `/api/design_templates/${template.id}`, status: 200, body: template });
    await openDesigner(page, server, '蜜桃爱心', 6);
    server.devApi.faults.clear();
    // z-order as saved.
    expect((await shown(page)).map((node) => node.uuid)).toEqual(stack);

    // Two group rows, the top one named after its top member; a click on it selects its run alone.
    await expect.poll(() => groupRows(page).locator('.designer-layer-name').allInnerTexts()).toEqual(['编组 3', '编组 1']);
    await groupRows(page).first().click();
    await expect.poll(() => selected(page)).toEqual(['star-2', 'heart-3']);
    await groupRows(page).last().click();
    await expect.poll(async () => (await selected(page)).length).toBe(2);
    expect(await selected(page)).not.toContain('star-2');

    await saveDesign(page);
    const saved = await savedLayersOf(server, '蜜桃爱心');
    expect(saved.map((layer) => layer.uuid)).toEqual(stack);
    // What the mini-program draws is as it was.
    expect(miniProgramLayers(saved).map(({ imageUrl: _url, ...drawn }) => drawn)).toEqual(miniProgramLayers(template.layers).map(({ imageUrl: _url, ...drawn }) => drawn));
    const groupOf = (uuid: string) => saved.find((layer) => layer.uuid === uuid)!;
    expect([groupOf('star-2').groupId, groupOf('star-2').groupName]).toEqual(['g', '编组 3']);
    expect(groupOf('heart-3')).toMatchObject({ groupId: 'g', groupName: '编组 3' });
    const lower = groupOf('heart-2');
    expect(lower.groupId).not.toBe('g');
    expect(groupOf(stack[1]!)).toMatchObject({ groupId: lower.groupId, groupName: '编组 1' });
  });
});
