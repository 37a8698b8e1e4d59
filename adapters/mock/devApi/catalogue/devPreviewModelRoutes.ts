// POST /api/__dev/preview_models: many models with a SKU in one material colour at once, for the batch
// preview's tests, its benchmark and QA (previewModelSeed.ts). Public and same-origin only, like the
// other dev tools.
import * as api from '../../../../contract/endpoints/catalogue';
import { json } from '../http/http';
import { addPreviewModels } from './previewModelSeed';
import type { Router } from '../http/router';
import { namedAccount } from '../state';

export function devPreviewModelRoutes(router: Router): void {
  router.on(api.devPreviewModels.add, async ({ body, accountOf, env }) => {
      const options = await body();
      const models = addPreviewModels(namedAccount(accountOf, options.username), options, env.now());
      return json({ brandId: models[0]!.phoneBrandId, modelIds: models.map((model) => model.id) });
    },
  );
}
