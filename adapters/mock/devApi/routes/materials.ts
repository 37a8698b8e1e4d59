// Case materials (spec 1 §7, Materials and colors). Deleting one takes its colours, their SKUs and the
// wireframes bound to those along. Colours have their own module (colors.ts).
import { dropSkus, findMaterial } from '../catalogueState';
import { optionalBoolean, optionalName, requiredName } from '../catalogueInput';
import type { PhoneCaseMaterial } from '../../../../contract/catalogue';
import { json, readJsonObject } from '../http';
import { appendItem, moveBefore, readNext, removeWhere } from '../linkedList';
import type { Router } from '../router';
import { nextId } from '../state';

/** Spec 1 §5 text. */
export const MATERIAL_NAME_REQUIRED = '材质名称必填';

const BASE = '/api/phone_case_materials';

export function materialRoutes(router: Router): void {
  router.get(BASE, ({ state }) => json(state.catalogue.materials));

  router.post(BASE, async ({ request, state }) => {
    const body = await readJsonObject(request);
    const name = requiredName(body, 'name', MATERIAL_NAME_REQUIRED);
    const needBackground = optionalBoolean(body, 'needBackground') ?? false;
    const material: PhoneCaseMaterial = { id: nextId(state), name, needBackground, colors: [], next: null };
    return json(appendItem(state.catalogue.materials, material));
  });

  // Turning needBackground on is allowed even while some colours have no background colour: the switch
  // is on the material row, and the colour modal then asks for the colour (spec 1 §4, §5).
  router.patch(`${BASE}/:id`, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const body = await readJsonObject(request);
    const name = optionalName(body, 'name', MATERIAL_NAME_REQUIRED, material.name);
    const needBackground = optionalBoolean(body, 'needBackground');
    if (name !== undefined) material.name = name;
    if (needBackground !== undefined) material.needBackground = needBackground;
    return json(material);
  });

  router.delete(`${BASE}/:id`, ({ params, state }) => {
    const { catalogue } = state;
    const material = findMaterial(catalogue, params.id!);
    const colorIds = new Set(material.colors.map((color) => color.id));
    removeWhere(catalogue.materials, (candidate) => candidate.id === material.id);
    dropSkus(catalogue, (sku) => sku.materialId === material.id || colorIds.has(sku.materialColorId));
    return json({});
  });

  router.patch(`${BASE}/:id/ordering`, async ({ request, params, state }) => {
    const next = readNext(await readJsonObject(request));
    return json(moveBefore(state.catalogue.materials, params.id!, next));
  });
}
