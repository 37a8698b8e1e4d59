// Phone brands (spec 1 §7, Brands). Deleting a brand takes its models, their SKUs and the wireframes
// bound to them along (the confirmation warns about it, spec 1 §4).
import * as api from '../../../../contract/endpoints/catalogue';
import { dropModelData, findBrand } from './catalogueState';
import { type PhoneBrand } from '../../../../contract/catalogue';
import { BRAND_EDITED_ELSEWHERE } from '../../../../contract/catalogueTexts';
import { checkBases } from './catalogueInput';
import { json } from '../http/http';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';

export function brandRoutes(router: Router): void {
  router.on(api.brands.list, ({ state }) => json(state.catalogue.brands));

  router.on(api.brands.create, async ({ body, state }) => {
    const { name } = await body();
    const brand: PhoneBrand = { id: nextId(state), name, next: null };
    appendItem(state.catalogue.brands, brand);
    state.catalogue.models.set(brand.id, []);
    return json(brand);
  });

  router.on(api.brands.update, async ({ body, params, state }) => {
    const brand = findBrand(state.catalogue, params.id!);
    // A rename another tab made since is not undone (409 CATALOGUE_EDIT_CONFLICT).
    brand.name = (await body((sent) => checkBases(sent, { name: brand.name }, BRAND_EDITED_ELSEWHERE))).name;
    return json(brand);
  });

  router.on(api.brands.remove, ({ params, state }) => {
    const { catalogue } = state;
    const brand = findBrand(catalogue, params.id!);
    const modelIds = new Set((catalogue.models.get(brand.id) ?? []).map((model) => model.id));
    removeWhere(catalogue.brands, (candidate) => candidate.id === brand.id);
    catalogue.models.delete(brand.id);
    dropModelData(catalogue, modelIds, brand.id);
    return json({});
  });

  router.on(api.brands.reorder, async ({ body, params, state }) => {
    const { next } = await body();
    return json(moveBefore(state.catalogue.brands, params.id!, next));
  });
}
