// POST /api/design_templates/batch_settings (spec 2 §3 batch template settings; the path is ours, ROUTES.md).
import * as api from '../../../../contract/endpoints/templates';
import { json } from '../http/http';
import type { Router } from '../http/router';
import { applyBatchSettings, readBatchSettings } from './templateBatch';

export function templateBatchRoutes(router: Router): void {
  router.on(api.templateBatch.apply, async ({ body, state, env }) => {
    const changes = readBatchSettings(await body(), state);
    const written = applyBatchSettings(state, changes, env.now());
    return json({ templates: written.map((template) => ({ id: template.id, revision: template.revision })) });
  });
}
