// A material's colours (spec 1 §7), nested in the material's `colors` and ordered within it. Deleting a
// colour deletes its SKUs and the wireframes bound to them.
import * as api from '../../../../contract/endpoints/catalogue';
import { dropSkus, findColor, findMaterial } from './catalogueState';
import { changedOnly, checkBases } from './catalogueInput';
import { backgroundRequired, type MaterialColor, type PhoneCaseMaterial } from '../../../../contract/catalogue';
import { BACKGROUND_REQUIRED, COLOR_EDITED_ELSEWHERE } from '../../../../contract/catalogueTexts';
import { badRequest, json } from '../http/http';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { parseFieldOr400 } from '../http/parse';
import { nextId } from '../state';


/**
 * Spec 1 §5: under a material that needs a background, a colour's background is required, and anything
 * that is not a colour is 背景色设置必填. The material is the store's, so this is read before the table's
 * schema: `#12345` there is that text, not the format's.
 */
function checkBackground(material: PhoneCaseMaterial, sent: Record<string, unknown>, required: boolean): void {
  if (material.needBackground && (required || sent.defaultBackgroundColor !== undefined)) parseFieldOr400(backgroundRequired, sent, 'defaultBackgroundColor');
}

export function colorRoutes(router: Router): void {
  router.on(api.colors.create, async ({ body, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const { name, defaultBackgroundColor, enabled } = await body((sent) => checkBackground(material, sent, true));
    // The id is taken only once the body is valid, so a refused call does not shift later ids.
    const color: MaterialColor = { id: nextId(state), name, defaultBackgroundColor, enabled, next: null };
    return json(appendItem(material.colors, color));
  });

  router.on(api.colors.update, async ({ body, params, state }) => {
    const material = findMaterial(state.catalogue, params.id!);
    const color = findColor(material, params.colorId!);
    // A client may send the whole colour on every change, the enable switch included. A colour made
    // before its material needed a background has none; checking an unchanged value would lock its
    // switch off, so only a new value is checked, and switching it on (below).
    const { name, enabled, defaultBackgroundColor } = await body((sent) => {
      checkBases(sent, { name: color.name, defaultBackgroundColor: color.defaultBackgroundColor }, COLOR_EDITED_ELSEWHERE);
      const changed = changedOnly(sent, { name: color.name, defaultBackgroundColor: color.defaultBackgroundColor });
      checkBackground(material, changed, false);
      return changed;
    });
    // Spec 1 §5: buyers must not be offered a colour without the background its material needs.
    const background = defaultBackgroundColor === undefined ? color.defaultBackgroundColor : defaultBackgroundColor;
    if (enabled && !color.enabled && material.needBackground && !background) throw badRequest(BACKGROUND_REQUIRED);
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
