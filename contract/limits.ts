/** Limits the console checks before sending and the service checks again on receipt. */

/** Spec 1 §9: a design asset's file is at most 3 MB. */
export const ASSET_MAX_BYTES = 3_145_728;

/** Spec 2 §5: a shop font's name is at most 10 characters. */
export const FONT_NAME_MAX = 10;
