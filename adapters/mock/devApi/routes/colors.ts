// A material's colours (spec 1 §7), nested in the material's `colors` and ordered within it. Deleting a
// colour deletes its SKUs and the wireframes bound to them.
import { dropSkus, findColor, findMaterial } from '../catalogueState';
import { isHexColor, optionalBoolean, optionalName, requiredName } from '../catalogueInput';
import type { MaterialColor } from '../../../../contract/catalogue';
import { badRequest, json, readJsonObject } from '../http';
import { appendItem, moveBefore, readNext, removeWhere } from '../linkedList';
import type { Router } from '../router';
import { nextId } from '../state';

/** Spec 1 §5 texts. */
export const COLOR_NAME_REQUIRED = '颜色名称必填';
export const BACKGROUND_REQUIRED = '背景色设置必填';

const BASE = '/api/phone_case_materials/:id/colors';

export function colorRoutes(router: Router): void {
  router.post(BASE, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const body = await readJsonObject(request);
    const name = requiredName(body, 'name', COLOR_NAME_REQUIRED);
    const defaultBackgroundColor = readBackground(body.defaultBackgroundColor, material.needBackground);
    const enabled = optionalBoolean(body, 'enabled') ?? true;
    // The id is taken only once the body is valid, so a refused call does not shift later ids.
    const color: MaterialColor = { id: nextId(state), name, defaultBackgroundColor, enabled, next: null };
    return json(appendItem(material.colors, color));
  });

  router.patch(`${BASE}/:colorId`, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const color = findColor(material, params.colorId!);
    const body = await readJsonObject(request);
    const name = optionalName(body, 'name', COLOR_NAME_REQUIRED, color.name);
    const enabled = optionalBoolean(body, 'enabled');
    // The client sends the whole colour on every change, the enable switch included. A colour made
    // before its material needed a background has none; checking an unchanged value would lock its
    // switch, so only a new value is checked.
    const background =
      'defaultBackgroundColor' in body && body.defaultBackgroundColor !== color.defaultBackgroundColor
        ? readBackground(body.defaultBackgroundColor, material.needBackground)
        : color.defaultBackgroundColor;
    if (name !== undefined) color.name = name;
    if (enabled !== undefined) color.enabled = enabled;
    color.defaultBackgroundColor = background;
    return json(color);
  });

  router.delete(`${BASE}/:colorId`, ({ params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const color = findColor(material, params.colorId!);
    removeWhere(material.colors, (candidate) => candidate.id === color.id);
    dropSkus(state.catalogue, (sku) => sku.materialColorId === color.id);
    return json({});
  });

  router.patch(`${BASE}/:colorId/ordering`, async ({ request, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const next = readNext(await readJsonObject(request));
    return json(moveBefore(material.colors, params.colorId!, next));
  });
}

/**
 * Spec 1 §5: required (a hex colour) when the material needs a background. Otherwise optional: empty
 * means none, and anything given must still be a colour the buyer-side app can paint.
 */
function readBackground(value: unknown, needBackground: boolean): string | null {
  if (isHexColor(value)) return value;
  if (needBackground) throw badRequest(BACKGROUND_REQUIRED);
  if (value === undefined || value === null || value === '') return null;
  throw badRequest('背景色必须是 #RRGGBB 格式的颜色');
}
