// A material's colours (spec 1 §7), nested in the material's `colors` and ordered within it. Deleting a
// colour deletes its SKUs and the wireframes bound to them.
import * as api from '../../../../contract/endpoints/catalogue';
import { dropSkus, findColor, findMaterial } from './catalogueState';
import { changedOnly } from './catalogueInput';
import { colorBodySchema, colorPatchSchema, type MaterialColor } from '../../../../contract/catalogue';
import { json, readJsonObject } from '../http/http';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { parseOr400 } from '../http/parse';
import { nextId } from '../state';


export function colorRoutes(router: Router): void {
  router.on(api.colors.create, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const { name, defaultBackgroundColor, enabled } = parseOr400(colorBodySchema(material.needBackground), await readJsonObject(request));
    // The id is taken only once the body is valid, so a refused call does not shift later ids.
    const color: MaterialColor = { id: nextId(state), name, defaultBackgroundColor, enabled, next: null };
    return json(appendItem(material.colors, color));
  });

  router.on(api.colors.update, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const color = findColor(material, params.colorId!);
    // The client sends the whole colour on every change, the enable switch included. A colour made
    // before its material needed a background has none; checking an unchanged value would lock its
    // switch, so only a new value is checked.
    const body = changedOnly(await readJsonObject(request), { name: color.name, defaultBackgroundColor: color.defaultBackgroundColor });
    const { name, enabled, defaultBackgroundColor } = parseOr400(colorPatchSchema(material.needBackground), body);
    if (name !== undefined) color.name = name;
    if (enabled !== undefined) color.enabled = enabled;
    if (defaultBackgroundColor !== undefined) color.defaultBackgroundColor = defaultBackgroundColor;
    return json(color);
  });

  router.on(api.colors.remove, ({ params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const color = findColor(material, params.colorId!);
    removeWhere(material.colors, (candidate) => candidate.id === color.id);
    dropSkus(state.catalogue, (sku) => sku.materialColorId === color.id);
    return json({});
  });

  router.on(api.colors.reorder, async ({ body, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const { next } = await body();
    return json(moveBefore(material.colors, params.colorId!, next));
  });
}
