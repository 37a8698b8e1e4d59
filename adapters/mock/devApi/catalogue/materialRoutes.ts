// Case materials (spec 1 §7, Materials and colors). Deleting one takes its colours, their SKUs and the
// wireframes bound to those along. Colours have their own module (colors.ts).
import * as api from '../../../../contract/endpoints/catalogue';
import { dropSkus, findMaterial } from './catalogueState';
import { changedOnly } from './catalogueInput';
import { type PhoneCaseMaterial } from '../../../../contract/catalogue';
import { json } from '../http/http';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';


export function materialRoutes(router: Router): void {
  router.on(api.materials.list, ({ state }) => json(state.catalogue.materials));

  router.on(api.materials.create, async ({ body, state }) => {
    const { name, needBackground } = await body();
    const material: PhoneCaseMaterial = { id: nextId(state), name, needBackground, colors: [], next: null };
    return json(appendItem(state.catalogue.materials, material));
  });

  // Turning needBackground on is allowed even while some colours have no background colour: the switch
  // is on the material row, and the colour modal then asks for the colour (spec 1 §4, §5).
  router.on(api.materials.update, async ({ body, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const { name, needBackground } = await body((sent) => changedOnly(sent, { name: material.name }));
    if (name !== undefined) material.name = name;
    if (needBackground !== undefined) material.needBackground = needBackground;
    return json(material);
  });

  router.on(api.materials.remove, ({ params, state }) => {
    const { catalogue } = state;
    const material = findMaterial(catalogue, params.id!);
    const colorIds = new Set(material.colors.map((color) => color.id));
    removeWhere(catalogue.materials, (candidate) => candidate.id === material.id);
    dropSkus(catalogue, (sku) => sku.materialId === material.id || colorIds.has(sku.materialColorId));
    return json({});
  });

  router.on(api.materials.reorder, async ({ body, params, state }) => {
    const { next } = await body();
    return json(moveBefore(state.catalogue.materials, params.id!, next));
  });
}
