// Case materials (spec 1 §7, Materials and colors). Deleting one takes its colours, their SKUs and the
// wireframes bound to those along. Colours have their own module (colors.ts).
import * as api from '../../../../contract/endpoints/catalogue';
import { dropSkus, findMaterial } from './catalogueState';
import { changedOnly, checkBases } from './catalogueInput';
import { type PhoneCaseMaterial } from '../../../../contract/catalogue';
import { backgroundMissing, MATERIAL_EDITED_ELSEWHERE } from '../../../../contract/catalogueTexts';
import { badRequest, json } from '../http/http';
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

  // Spec 1 §4, §5: a material needs a background only once each of its colours has one. Turning it on
  // while some have none is refused with the console's own text, naming them; one that needs it already
  // (its colours from before) may still be renamed.
  router.on(api.materials.update, async ({ body, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const { name, needBackground } = await body((sent) => {
      checkBases(sent, { name: material.name, needBackground: material.needBackground }, MATERIAL_EDITED_ELSEWHERE);
      return changedOnly(sent, { name: material.name });
    });
    const missing = needBackground && !material.needBackground ? material.colors.filter((color) => !color.defaultBackgroundColor) : [];
    if (missing.length > 0) throw badRequest(backgroundMissing(missing.map((color) => color.name)));
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
