import { effectiveDownloadRules, type DownloadRulesSetting } from '../../contract/downloadRules';
import { downloadRules } from '../../contract/endpoints/credits/downloadRules';
import { call } from './client';

/** Spec 3 §9: the account's naming rules; a saved rule lacking any of the six reads as the default. */
export const getDownloadRules = async (): Promise<DownloadRulesSetting> =>
  effectiveDownloadRules(await call(downloadRules.get));

export const saveDownloadRules = (setting: DownloadRulesSetting) =>
  call(downloadRules.replace, { body: setting });
