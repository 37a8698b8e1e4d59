// The download rules setting (ROUTES.md "Download rules"): the default, a complete rule saved per
// account, and every incomplete or malformed body refused without a change.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { DEFAULT_DOWNLOAD_RULES_SETTING, type DownloadRulesSetting } from '../../../contract/downloadRules';
import { client, type Client } from './catalogueHelpers';
import { auditClient, fixedApi } from './orderHelpers';

const PATH = '/api/download_rules_setting';
const REVERSED = [...DEFAULT_DOWNLOAD_RULES_SETTING.rules].reverse();

describe('dev API download rules', () => {
  let api: DevApi;
  let c: Client;
  beforeEach(() => {
    api = fixedApi();
    c = client(api);
  });

  it('answers the default until a setting is saved, then the saved one, per account', async () => {
    expect(await c.get<DownloadRulesSetting>(PATH)).toEqual(DEFAULT_DOWNLOAD_RULES_SETTING);
    const saved = await c.ok<DownloadRulesSetting>('PUT', PATH, { rules: REVERSED, withOrderIdFile: true });
    expect(saved).toEqual({ rules: REVERSED, withOrderIdFile: true });
    expect(await c.get<DownloadRulesSetting>(PATH)).toEqual(saved);
    expect(await auditClient(api).get<DownloadRulesSetting>(PATH)).toEqual(DEFAULT_DOWNLOAD_RULES_SETTING);
  });

  it('refuses a rule list that lacks, repeats or adds a token, and a switch that is not a boolean', async () => {
    const six = DEFAULT_DOWNLOAD_RULES_SETTING.rules;
    for (const body of [
      { rules: six.slice(0, 5), withOrderIdFile: false },
      { rules: [...six.slice(0, 5), six[0]], withOrderIdFile: false },
      { rules: [...six, 'SHOP'], withOrderIdFile: false },
      { rules: six.map((token) => token.toLowerCase()), withOrderIdFile: false },
      { rules: 'ORIGINAL_ID', withOrderIdFile: false },
      { rules: six },
      { rules: six, withOrderIdFile: 'true' },
    ]) {
      expect((await c.fails('PUT', PATH, body, 400)).code).toBe('BAD_REQUEST');
    }
    expect(await c.get<DownloadRulesSetting>(PATH)).toEqual(DEFAULT_DOWNLOAD_RULES_SETTING);
  });
});
