// The download rules setting (spec 3 §3, §9), kept per account. GET answers the saved setting or the
// default; PUT takes only a complete rule (each of the six once) and a boolean switch.
import { DEFAULT_DOWNLOAD_RULES_SETTING, isCompleteRuleList, type DownloadRulesSetting } from '../../../../contract/downloadRules';
import { badRequest, json, readJsonObject } from '../http/http';
import type { Router } from '../http/router';

const PATH = '/api/download_rules_setting';
export const RULES_INVALID = 'rules 必须列出 ORDER_ID、CUSTOMIZATION_INFO、ORIGINAL_ID、ORDER_ITEM_INDEX、SKU_INDEX、QUANTITY 这六项，每项一次';

const copy = (setting: DownloadRulesSetting): DownloadRulesSetting => ({ rules: [...setting.rules], withOrderIdFile: setting.withOrderIdFile });

export function downloadRuleRoutes(router: Router): void {
  router.get(PATH, ({ state, username }) => json(copy(state.downloadRules.get(username) ?? DEFAULT_DOWNLOAD_RULES_SETTING)));

  router.put(PATH, async ({ request, state, username }) => {
    const body = await readJsonObject(request);
    if (!isCompleteRuleList(body.rules)) throw badRequest(RULES_INVALID);
    if (typeof body.withOrderIdFile !== 'boolean') throw badRequest('withOrderIdFile 必须是布尔值');
    const setting: DownloadRulesSetting = { rules: [...body.rules], withOrderIdFile: body.withOrderIdFile };
    state.downloadRules.set(username, setting);
    return json(copy(setting));
  });
}
