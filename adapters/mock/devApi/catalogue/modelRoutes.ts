// Phone models under a brand (spec 1 §7, Models). Each brand's models are a list of their own; the brand
// of a model is fixed (spec 1 §5), so a PATCH carrying another phoneBrandId does not move it.
import * as api from '../../../../contract/endpoints/catalogue';
import { dropModelData, findModel, modelsOf, notFound } from './catalogueState';
import { changedOnly, checkBases } from './catalogueInput';
import { MODEL_EDITED_ELSEWHERE } from '../../../../contract/catalogueTexts';
import { type PhoneModel } from '../../../../contract/catalogue';
import { json } from '../http/http';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';


export function modelRoutes(router: Router): void {
  router.on(api.models.list, ({ params, state }) => json(modelsOf(state.catalogue, params.brandId!)));

  router.on(api.models.create, async ({ body, params, state }) => {
    const models = modelsOf(state.catalogue, params.brandId!);
    const { name } = await body();
    const model: PhoneModel = { id: nextId(state), phoneBrandId: params.brandId!, name, favorited: false, next: null };
    return json(appendItem(models, model));
  });

  router.on(api.models.update, async ({ body, params, state }) => {
    const model = findModel(state.catalogue, params.brandId!, params.modelId!);
    // Both read before either is applied: a bad body changes nothing. A rename another tab made since is not undone.
    const { name, favorited } = await body((sent) => {
      checkBases(sent, { name: model.name }, MODEL_EDITED_ELSEWHERE);
      return changedOnly(sent, { name: model.name });
    });
    if (name !== undefined) model.name = name;
    if (favorited !== undefined) model.favorited = favorited;
    return json(model);
  });

  // Batch delete (spec 1 §2): all or nothing, so a stale selection does not half-apply.
  router.on(api.models.removeMany, async ({ body, params, state }) => {
    const { catalogue } = state;
    const models = modelsOf(catalogue, params.brandId!);
    const { ids } = await body();
    for (const id of ids) {
      if (!models.some((model) => model.id === id)) throw notFound('型号', id);
    }
    const doomed = new Set(ids);
    removeWhere(models, (model) => doomed.has(model.id));
    dropModelData(catalogue, doomed);
    return json({});
  });

  router.on(api.models.reorder, async ({ body, params, state }) => {
    const models = modelsOf(state.catalogue, params.brandId!);
    const { next } = await body();
    return json(moveBefore(models, params.modelId!, next));
  });
}
