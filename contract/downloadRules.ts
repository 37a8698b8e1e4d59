/** Spec 3 §3 and §9: how downloaded images are named, kept per account (GET/PUT /api/download_rules_setting). */
import * as v from 'valibot';

export const DownloadRuleToken = {
  ORDER_ID: 'ORDER_ID',
  CUSTOMIZATION_INFO: 'CUSTOMIZATION_INFO',
  ORIGINAL_ID: 'ORIGINAL_ID',
  ORDER_ITEM_INDEX: 'ORDER_ITEM_INDEX',
  SKU_INDEX: 'SKU_INDEX',
  QUANTITY: 'QUANTITY',
} as const;
export type DownloadRuleToken = (typeof DownloadRuleToken)[keyof typeof DownloadRuleToken];

export const DOWNLOAD_RULE_TOKENS: readonly DownloadRuleToken[] = Object.values(DownloadRuleToken);

/**
 * The order a file name is built in when no complete rule is saved. It starts with the platform order
 * number, so the order-number file can go with it.
 */
export const DEFAULT_DOWNLOAD_RULES: readonly DownloadRuleToken[] = [
  'ORIGINAL_ID',
  'ORDER_ITEM_INDEX',
  'SKU_INDEX',
  'CUSTOMIZATION_INFO',
  'QUANTITY',
  'ORDER_ID',
];

export function isDownloadRuleToken(value: unknown): value is DownloadRuleToken {
  return typeof value === 'string' && (DOWNLOAD_RULE_TOKENS as readonly string[]).includes(value);
}

/** A complete rule names each of the six exactly once. */
export function isCompleteRuleList(rules: unknown): rules is DownloadRuleToken[] {
  return (
    Array.isArray(rules) &&
    rules.length === DOWNLOAD_RULE_TOKENS.length &&
    rules.every(isDownloadRuleToken) &&
    new Set(rules).size === DOWNLOAD_RULE_TOKENS.length
  );
}

/** PUT /api/download_rules_setting: only a complete rule and a boolean switch. */
export const DownloadRulesBodySchema = v.object({
  rules: v.pipe(
    v.optional(v.unknown(), null),
    v.custom<DownloadRuleToken[]>(isCompleteRuleList, 'rules 必须列出 ORDER_ID、CUSTOMIZATION_INFO、ORIGINAL_ID、ORDER_ITEM_INDEX、SKU_INDEX、QUANTITY 这六项，每项一次'),
  ),
  /** Adds, per shop folder, a text file of the platform order numbers (when the first rule is ORIGINAL_ID). */
  withOrderIdFile: v.pipe(v.optional(v.unknown(), null), v.custom<boolean>((value) => typeof value === 'boolean', 'withOrderIdFile 必须是布尔值')),
});
export type DownloadRulesSetting = v.InferOutput<typeof DownloadRulesBodySchema>;

export const DEFAULT_DOWNLOAD_RULES_SETTING: DownloadRulesSetting = { rules: [...DEFAULT_DOWNLOAD_RULES], withOrderIdFile: false };

/** Spec 3 §9: the saved rule when it has all six, else the default; the file switch is kept either way. */
export function effectiveDownloadRules(saved: unknown): DownloadRulesSetting {
  const record = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  return {
    rules: isCompleteRuleList(record.rules) ? [...record.rules] : [...DEFAULT_DOWNLOAD_RULES],
    withOrderIdFile: record.withOrderIdFile === true,
  };
}

/** Spec 3 §9: the order-number file goes with the download only when the names start with it. */
export const writesOrderIdFile = (setting: DownloadRulesSetting): boolean =>
  setting.withOrderIdFile && setting.rules[0] === 'ORIGINAL_ID';
