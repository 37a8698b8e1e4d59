import { effectiveDownloadRules, type DownloadRulesSetting } from '../../contract/downloadRules';
import { apiRequest } from './client';

/** Spec 3 §9: the account's naming rules; a saved rule lacking any of the six reads as the default. */
export const getDownloadRules = async (): Promise<DownloadRulesSetting> =>
  effectiveDownloadRules(await apiRequest<unknown>('/api/download_rules_setting'));

export const saveDownloadRules = (setting: DownloadRulesSetting) =>
  apiRequest<DownloadRulesSetting>('/api/download_rules_setting', { method: 'PUT', body: setting });
