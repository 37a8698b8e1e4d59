import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_RULES,
  DOWNLOAD_RULE_TOKENS,
  effectiveDownloadRules,
  isCompleteRuleList,
  writesOrderIdFile,
} from '../../../contract/downloadRules';

describe('download rules (spec 3 §9)', () => {
  it('takes a saved rule only when it names each of the six once', () => {
    const reversed = [...DOWNLOAD_RULE_TOKENS].reverse();
    expect(effectiveDownloadRules({ rules: reversed, withOrderIdFile: true })).toEqual({ rules: reversed, withOrderIdFile: true });
    for (const rules of [reversed.slice(1), [...reversed.slice(1), reversed[1]], [...reversed, 'ORDER_ID'], [...reversed.slice(1), 'SHOP'], 'ORDER_ID', null])
      expect(effectiveDownloadRules({ rules, withOrderIdFile: true }), JSON.stringify(rules)).toEqual({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: true });
    expect(effectiveDownloadRules(null)).toEqual({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: false });
    expect(isCompleteRuleList(DEFAULT_DOWNLOAD_RULES)).toBe(true);
  });

  it('adds the order-number file only when asked and the names start with the platform order number', () => {
    expect(writesOrderIdFile({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: true })).toBe(true);
    expect(writesOrderIdFile({ rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: false })).toBe(false);
    expect(writesOrderIdFile({ rules: [...DOWNLOAD_RULE_TOKENS], withOrderIdFile: true })).toBe(false);
  });
});
