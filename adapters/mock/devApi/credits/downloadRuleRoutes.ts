// The download rules setting (spec 3 §3, §9), kept per account. GET answers the saved setting or the
// default; PUT takes only a complete rule (each of the six once) and a boolean switch.
import * as api from '../../../../contract/endpoints/credits';
import { DEFAULT_DOWNLOAD_RULES_SETTING, type DownloadRulesSetting } from '../../../../contract/downloadRules';
import { json } from '../http/http';
import type { Router } from '../http/router';


const copy = (setting: DownloadRulesSetting): DownloadRulesSetting => ({ rules: [...setting.rules], withOrderIdFile: setting.withOrderIdFile });

export function downloadRuleRoutes(router: Router): void {
  router.on(api.downloadRules.get, ({ state, username }) => json(copy(state.downloadRules.get(username) ?? DEFAULT_DOWNLOAD_RULES_SETTING)));

  router.on(api.downloadRules.replace, async ({ body, state, username }) => {
    const { rules, withOrderIdFile } = await body();
    const setting: DownloadRulesSetting = { rules: [...rules], withOrderIdFile };
    state.downloadRules.set(username, setting);
    return json(copy(setting));
  });
}
