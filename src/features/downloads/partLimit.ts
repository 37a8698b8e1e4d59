import { PART_LIMIT_BYTES } from './downloadFlow';

/**
 * Spec 3 §9's part size; QA's end-to-end tests set a small one on the window to see parts split without
 * writing gigabytes. Behind __DEV_TOOLS__, so the production bundle has no such hook at all.
 */
export function partLimitBytes(): number {
  if (__DEV_TOOLS__) {
    const asked = Number((window as unknown as { __pccPartLimitBytes?: unknown }).__pccPartLimitBytes);
    if (Number.isInteger(asked) && asked > 0) return asked;
  }
  return PART_LIMIT_BYTES;
}
