import * as api from '../../../../contract/endpoints/shops';
import { type MiniApp } from '../../../../contract/miniApp';
import type { DevState } from '../state';
import { badRequest, json } from '../http/http';
import type { Router } from '../http/router';

function appOf(state: DevState): MiniApp {
  const { name, logoUrl, templateVersion } = state.miniApp;
  return { name, logoUrl, templateVersion };
}

export function miniAppRoutes(router: Router): void {
  // The shell's header shows the shop's mini-app name and logo (spec 1 §1); the shop settings screen its version.
  router.on(api.miniApp.get, ({ state }) => json({ app: appOf(state) }));

  router.on(api.miniApp.templates, ({ state }) => json(state.miniApp.templates));

  // Only a version the service offers can be set; an older one may be (a rollback), as the real service allows.
  router.on(api.miniApp.updateVersion, async ({ body, state }) => {
    const { templateVersion } = await body();
    if (!state.miniApp.templates.some((template) => template.templateVersion === templateVersion)) {
      throw badRequest(`模板版本 ${templateVersion} 不存在`, 'TEMPLATE_VERSION_NOT_FOUND');
    }
    state.miniApp.templateVersion = templateVersion;
    return json({ app: appOf(state) });
  });
}
